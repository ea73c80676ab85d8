/**
 * The fifth hand-checked sample of the capability labels (bench/inventory-sample-5.json): an
 * unbiased figure of labels.json 1.2.0, which was tuned on samples 1–3 and first measured on sample
 * 4, on servers of none of samples 1–4 nor of the npm dumps (the development set), drawn from the
 * same pools as samples 3 and 4 (the benign corpus files, the shared field manifests, the field
 * cache, each field server in its current release).
 *
 * The rule is sample 4's (bench/inventory-draw4.ts, drawStaged), fixed in code before any of these
 * tools was read, and it reads no label: stage 1 by chance in a fresh order (the sha256 of SALT and
 * each server's key) until at least MIN_SERVERS servers and MIN_TOTAL tools, up to 10 tools each
 * evenly spaced in name order; stage 2 by tool name, with sample 4's fixed list of verbs, until the
 * sample holds at least 25 tools named with one. Stage 1 is smaller than sample 4's because fewer
 * servers are left unread in the pools.
 */
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { drawStaged } from './inventory-draw4.js';

const SALT = 'inventory-sample-5:';
const MIN_SERVERS = 12;
const MIN_TOTAL = 120;

/** The fifth sample's ids, in draw order (see the header). `corpus` holds the benign corpus rows. */
export function drawSample5(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawStaged(corpus, fieldDir, cache, corporaDir, earlier, { salt: SALT, minServers: MIN_SERVERS, minTotal: MIN_TOTAL });
}
