/**
 * The seventeenth hand-checked sample of the capability labels (bench/inventory-sample-17.json): what
 * sample 16 left of the field cache's unread servers. As for samples 13 to 16, the pool
 * is the whole of bench/field/servers.json (every server bench/field/capture.mjs captures into the
 * cache), read from that file at draw time rather than typed (sample 13's allCacheServers); `earlier`
 * (samples 1–16) leaves out every server of the same name that an earlier sample read, so only the
 * servers sample 16 left unread can be drawn.
 *
 * The rule is sample 7's (bench/inventory-draw7.ts, drawRound) with a fresh salt, fixed in code
 * before any of these tools was read, and it reads no label: stage 1 by chance (the sha256 of SALT
 * and each server's slug) until at least 12 servers and 100 tools, up to 10 tools each evenly spaced
 * in name order; stage 2 by tool name, with sample 4's fixed list of verbs, until the sample holds at
 * least 25 tools named with one or the pool runs out.
 */
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { drawRound } from './inventory-draw7.js';
import { allCacheServers } from './inventory-draw13.js';

const SALT = 'inventory-sample-17:';

/** The seventeenth sample's ids, in draw order (see the header); `earlier` must hold samples 1–16. */
export function drawSample17(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawRound(SALT, allCacheServers(), corpus, fieldDir, cache, corporaDir, earlier);
}
