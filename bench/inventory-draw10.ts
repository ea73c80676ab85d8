/**
 * The tenth hand-checked sample of the capability labels (bench/inventory-sample-10.json): the rest
 * of the field cache's fifth capture round, the servers sample 9 did not draw. The pool is sample
 * 9's (NEW_SERVERS of bench/inventory-draw9.ts, the servers that round added to
 * bench/field/servers.json) less every server of samples 1–9, which drawRound leaves out through
 * `earlier`: 24 servers, 17 of them drawable (18 have the 5 tools a draw needs; sonarqube is left
 * out, as sample 1 read a server of that name). Nobody writing label rules had read them: sample 9's
 * draw left them unread.
 *
 * The rule is sample 7's (bench/inventory-draw7.ts, drawRound) with a fresh salt, fixed in code
 * before any of these tools was read, and it reads no label: stage 1 by chance (the sha256 of SALT
 * and each server's slug) until at least 12 servers and 100 tools, up to 10 tools each evenly spaced
 * in name order; stage 2 by tool name, with sample 4's fixed list of verbs, until the sample holds at
 * least 25 tools named with one or the pool runs out.
 */
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { drawRound } from './inventory-draw7.js';
import { NEW_SERVERS } from './inventory-draw9.js';

const SALT = 'inventory-sample-10:';

/** The tenth sample's ids, in draw order (see the header); `earlier` must hold samples 1–9. */
export function drawSample10(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawRound(SALT, NEW_SERVERS, corpus, fieldDir, cache, corporaDir, earlier);
}
