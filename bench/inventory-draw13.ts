/**
 * The thirteenth hand-checked sample of the capability labels (bench/inventory-sample-13.json): a
 * figure on every server of the field cache that no earlier sample read. The pool is not one capture
 * round but the whole of bench/field/servers.json (every server bench/field/capture.mjs captures into
 * the cache), read from that file at draw time rather than typed; `earlier` (samples 1–12) leaves out
 * every server of the same name that an earlier sample read, so only unread servers can be drawn.
 *
 * The rule is sample 7's (bench/inventory-draw7.ts, drawRound) with a fresh salt, fixed in code
 * before any of these tools was read, and it reads no label: stage 1 by chance (the sha256 of SALT
 * and each server's slug) until at least 12 servers and 100 tools, up to 10 tools each evenly spaced
 * in name order; stage 2 by tool name, with sample 4's fixed list of verbs, until the sample holds at
 * least 25 tools named with one or the pool runs out.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { drawRound } from './inventory-draw7.js';

const SALT = 'inventory-sample-13:';
/** bench/field/servers.json, from dist/bench/ or bench/ alike. */
const SERVERS_FILE = fileURLToPath(new URL(import.meta.url.includes('/dist/') ? '../../bench/field/servers.json' : './field/servers.json', import.meta.url));

/** Every server slug of bench/field/servers.json: the whole field cache as the pool. */
export function allCacheServers(file = SERVERS_FILE): Set<string> {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { servers: Array<{ id: string }> };
  return new Set(doc.servers.map((s) => s.id));
}

/** The thirteenth sample's ids, in draw order (see the header); `earlier` must hold samples 1–12. */
export function drawSample13(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawRound(SALT, allCacheServers(), corpus, fieldDir, cache, corporaDir, earlier);
}

/**
 * Samples 14 to 21 are drawn as sample 13 was, each from what the samples before it left unread of
 * the whole field cache, with its own salt `inventory-sample-<n>:`; `earlier` must hold samples 1 to
 * n − 1. Each sample's rule (its number, so its salt) was committed before any of its tools was read.
 */
export function drawUnreadRound(n: number, corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawRound(`inventory-sample-${n}:`, allCacheServers(), corpus, fieldDir, cache, corporaDir, earlier);
}
