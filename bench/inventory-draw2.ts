/**
 * The second hand-checked sample of the capability labels (bench/inventory-sample-2.json), drawn
 * from servers nobody had read while the rules were written: the field cache that
 * bench/field/capture.mjs fills (real npm servers) and the shared field manifests, less every server
 * of the first sample and every package of the npm dumps (the development set).
 *
 * The rule was fixed in code before any of these tools was labelled, by the reader or by the
 * labeller:
 *  - stage 1 (by chance): servers with at least 5 tools ordered by the sha256 of their slug, the
 *    first STAGE1_SERVERS of them, up to STAGE1_TOOLS tools each evenly spaced in name order;
 *  - stage 2 (by category, so that egress and code execution have enough true cases to measure):
 *    every server of CATEGORY_SERVERS not drawn in stage 1, chosen by its slug alone (mail and
 *    messaging, shell and code runners, browsers, git hosting), in sha256 order, up to
 *    STAGE2_TOOLS tools each evenly spaced in name order.
 * A server is read in its current release (the manifest its index names).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject } from '../src/model.js';

const STAGE1_SERVERS = 10;
const STAGE1_TOOLS = 12;
const STAGE2_TOOLS = 8;
/** Chosen by slug before labelling: mail and messaging, shell and code, browsers, git hosting. */
const CATEGORY_SERVERS = [
  'resend', 'discord', 'teams', 'lark', 'line',
  'ssh', 'docker-exec', 'code-runner',
  'selenium', 'agent-infra-browser', 'browsermcp',
  'gitlab-zereight', 'bitbucket',
];
const DEV_SET = ['benign_npm_live_tools_list.jsonl', 'benign_npm_older_releases.jsonl'];

export interface SampleFile {
  tools: Array<{ id: string; labels: string[] }>;
}

export interface DrawRow {
  id: string;
  source: string;
  server: string;
  tool: JsonObject;
}

interface IndexEntry {
  slug: string;
  package: string;
  manifest: string;
}

function readIndex(dir: string): IndexEntry[] {
  const file = join(dir, 'index.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { servers: IndexEntry[] }).servers : [];
}

function toolsOf(dir: string, manifest: string): JsonObject[] {
  const doc = JSON.parse(readFileSync(join(dir, 'manifests', manifest), 'utf8')) as JsonObject | JsonObject[];
  return (Array.isArray(doc) ? doc : (doc.tools as JsonObject[])) ?? [];
}

/** Every tool of the field cache's current releases, as rows with ids `cache/<manifest>#<tool>`. */
export function cacheRows(cache: string): DrawRow[] {
  return readIndex(cache).flatMap((s) =>
    toolsOf(cache, s.manifest).map((t) => ({ id: `cache/${s.manifest}#${String(t.name)}`, source: 'cache', server: s.slug, tool: t })),
  );
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function spaced(ids: string[], n: number): string[] {
  const sorted = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const k = Math.min(n, sorted.length);
  return Array.from({ length: k }, (_, i) => sorted[Math.floor((i * sorted.length) / k)]!);
}

/** The second sample's ids, in draw order (see the header). */
export function drawSample2(fieldDir: string, cache: string, corporaDir: string, first: SampleFile): string[] {
  const devPackages = new Set<string>();
  for (const f of DEV_SET) {
    const file = join(corporaDir, f);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line.trim()) devPackages.add(String((JSON.parse(line) as JsonObject).server));
  }
  const firstServers = new Set(first.tools.filter((t) => t.id.startsWith('field/')).map((t) => t.id.slice(6).replace(/@[^@#]*\.json#.*$/, '')));
  const servers = new Map<string, string[]>();
  for (const [dir, prefix] of [[fieldDir, 'field'], [cache, 'cache']] as const) {
    for (const s of readIndex(dir)) {
      if (firstServers.has(s.slug) || devPackages.has(s.package) || servers.has(s.slug)) continue;
      // Tool names once each (a manifest may repeat one).
      servers.set(s.slug, [...new Set(toolsOf(dir, s.manifest).map((t) => String(t.name)))].map((n) => `${prefix}/${s.manifest}#${n}`));
    }
  }
  const bySha = [...servers.keys()].sort((a, b) => (sha(a) < sha(b) ? -1 : 1));
  const stage1 = bySha.filter((s) => servers.get(s)!.length >= 5).slice(0, STAGE1_SERVERS);
  const stage2 = bySha.filter((s) => CATEGORY_SERVERS.includes(s) && !stage1.includes(s));
  return [...stage1.flatMap((s) => spaced(servers.get(s)!, STAGE1_TOOLS)), ...stage2.flatMap((s) => spaced(servers.get(s)!, STAGE2_TOOLS))];
}
