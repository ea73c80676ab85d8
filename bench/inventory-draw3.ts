/**
 * The third hand-checked sample of the capability labels (bench/inventory-sample-3.json): the first
 * unbiased figure of labels.json 1.1.0, which was tuned on samples 1 and 2. Drawn from every pool
 * the two samples drew from (the benign corpus files of sample 1, the shared field manifests and the
 * field cache of sample 2, each field server in its current release), less every server of either
 * sample and every package of the npm dumps (the development set).
 *
 * The rule was fixed in code before any of these tools was labelled, by the reader or by the
 * labeller: servers with at least MIN_TOOLS distinct tool names, ordered by the sha256 of SALT and
 * their key (`<corpus file>:<server>` for a corpus server, the slug for a field server), taken in
 * turn until at least MIN_SERVERS servers and MIN_TOTAL tools; up to PER_SERVER tools of each,
 * evenly spaced in name order. The salt differs from the other draws' (plain sha256 of the name)
 * so that the order is a fresh one.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject } from '../src/model.js';
import type { DrawRow, SampleFile } from './inventory-draw2.js';

const SALT = 'inventory-sample-3:';
const MIN_TOOLS = 5;
const MIN_SERVERS = 10;
const MIN_TOTAL = 100;
const PER_SERVER = 10;
const DEV_SET = ['benign_npm_live_tools_list.jsonl', 'benign_npm_older_releases.jsonl'];
/** The hard negatives are synthetic probes, not servers; the npm dumps are the development set. */
const NOT_SAMPLED = new Set([...DEV_SET, 'benign_hard_negatives_misc.jsonl']);

export interface IndexEntry {
  slug: string;
  package: string;
  manifest: string;
}

export function readIndex(dir: string): IndexEntry[] {
  const file = join(dir, 'index.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { servers: IndexEntry[] }).servers : [];
}

export function toolNames(dir: string, manifest: string): string[] {
  const doc = JSON.parse(readFileSync(join(dir, 'manifests', manifest), 'utf8')) as JsonObject | JsonObject[];
  const tools = (Array.isArray(doc) ? doc : (doc.tools as JsonObject[])) ?? [];
  return [...new Set(tools.map((t) => String(t.name)))];
}

const sha = (s: string) => createHash('sha256').update(SALT + s).digest('hex');
/** `field/neon@0.2.3.json#x` or `cache/...` -> `neon`. */
const slugOf = (id: string) => id.replace(/^(field|cache)\//, '').replace(/@[^@#]*\.json#.*$/, '');

export function spaced<T>(items: T[], key: (t: T) => string, n: number): T[] {
  const sorted = [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const k = Math.min(n, sorted.length);
  return Array.from({ length: k }, (_, i) => sorted[Math.floor((i * sorted.length) / k)]!);
}

/** The servers of the npm dumps (the development set), which no sample draws from. */
export function devPackagesOf(corporaDir: string): Set<string> {
  const out = new Set<string>();
  for (const f of DEV_SET) {
    const file = join(corporaDir, f);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line.trim()) out.add(String((JSON.parse(line) as JsonObject).server));
  }
  return out;
}

/** The third sample's ids, in draw order (see the header). `corpus` holds the benign corpus rows. */
export function drawSample3(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, first: SampleFile, second: SampleFile): string[] {
  const devPackages = devPackagesOf(corporaDir);
  const byId = new Map(corpus.map((r) => [r.id, r]));
  const taken = new Set<string>();
  for (const t of [...first.tools, ...second.tools]) {
    const row = byId.get(t.id);
    taken.add(row ? `${row.source}:${row.server}` : slugOf(t.id));
  }
  // key -> [id, tool name] pairs, one per distinct tool name.
  const servers = new Map<string, Array<[string, string]>>();
  for (const r of corpus) {
    if (NOT_SAMPLED.has(r.source)) continue;
    const key = `${r.source}:${r.server}`;
    if (taken.has(key)) continue;
    const list = servers.get(key) ?? [];
    servers.set(key, list);
    if (!list.some(([, n]) => n === String(r.tool.name))) list.push([r.id, String(r.tool.name)]);
  }
  for (const [dir, prefix] of [[fieldDir, 'field'], [cache, 'cache']] as const) {
    for (const s of readIndex(dir)) {
      if (taken.has(s.slug) || devPackages.has(s.package) || servers.has(s.slug)) continue;
      servers.set(s.slug, toolNames(dir, s.manifest).map((n) => [`${prefix}/${s.manifest}#${n}`, n]));
    }
  }
  const order = [...servers.keys()].filter((k) => servers.get(k)!.length >= MIN_TOOLS).sort((a, b) => (sha(a) < sha(b) ? -1 : 1));
  const out: string[] = [];
  let count = 0;
  for (const key of order) {
    if (count >= MIN_SERVERS && out.length >= MIN_TOTAL) break;
    out.push(...spaced(servers.get(key)!, ([, n]) => n, PER_SERVER).map(([id]) => id));
    count++;
  }
  return out;
}
