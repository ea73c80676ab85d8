/**
 * The fourth hand-checked sample of the capability labels (bench/inventory-sample-4.json): a second
 * unbiased figure of the labels, on servers of none of samples 1–3 nor of the npm dumps (the
 * development set), drawn from the same pools as sample 3 (the benign corpus files, the shared
 * field manifests, the field cache, each field server in its current release).
 *
 * The rule was fixed in code before any of these tools was labelled, by the reader or by the
 * labeller, and it reads no label:
 *  - stage 1 (by chance): servers with at least MIN_TOOLS distinct tool names, ordered by the
 *    sha256 of SALT and their key (`<corpus file>:<server>`, or the field slug), taken in turn until
 *    at least MIN_SERVERS servers and MIN_TOTAL tools, up to PER_SERVER tools each evenly spaced in
 *    name order;
 *  - stage 2 (by tool name): egress and code execution had 2 and 1 true cases in sample 3's draw
 *    by chance, too few to measure. The next servers in the same order that have a tool whose name
 *    holds a word of VERBS are added, up to STAGE2_TOOLS of those tools each (evenly spaced in name
 *    order), until the sample holds at least MIN_VERB_TOOLS tools named with such a word. The list
 *    was written with the rule; a name is split into words at separators and camelCase.
 * Stage 2 takes few tools per server so that the verb-named tools come from several servers rather
 * than one shell or mail server.
 *
 * A server known under the same name in another pool (a corpus server and a field slug) counts as
 * one server: it is left out if any sample read it, and drawn at most once.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { devPackagesOf, readIndex, spaced, toolNames } from './inventory-draw3.js';

const SALT = 'inventory-sample-4:';
const MIN_SERVERS = 15;
const MIN_TOTAL = 150;
const MIN_TOOLS = 5;
const PER_SERVER = 10;
const STAGE2_TOOLS = 5;
const MIN_VERB_TOOLS = 25;
/** Words of a tool name that send, publish or run something (chosen before any tool was read). */
const VERBS = new Set([
  'send', 'post', 'publish', 'upload', 'push', 'email', 'message', 'notify', 'comment',
  'exec', 'run', 'execute', 'eval', 'shell', 'command', 'script',
]);
const DEV_SET = ['benign_npm_live_tools_list.jsonl', 'benign_npm_older_releases.jsonl'];
/** The hard negatives are synthetic probes, not servers; the npm dumps are the development set. */
const NOT_SAMPLED = new Set([...DEV_SET, 'benign_hard_negatives_misc.jsonl']);

/** `field/neon@0.2.3.json#x` or `cache/...` -> `neon`. */
const slugOf = (id: string) => id.replace(/^(field|cache)\//, '').replace(/@[^@#]*\.json#.*$/, '');
/** `benign_x.jsonl:github` or `github` -> `github`: the same server in any pool. */
const bareName = (key: string) => key.replace(/^benign_[^:]*\.jsonl:/, '').toLowerCase();

/** Whether a tool name holds a word of VERBS: `sendMessage`, `run_query`, `git-push`, `HTTPPost`. */
export function namedWithVerb(name: string): boolean {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .some((w) => VERBS.has(w.toLowerCase()));
}

/** What a staged draw changes from one sample to the next: a fresh order, and stage 1's size. */
export interface StagedRule {
  salt: string;
  minServers: number;
  minTotal: number;
  /** When set, only these server keys are drawn from (a pool fixed before the draw). */
  only?: ReadonlySet<string>;
}

/** The fourth sample's ids, in draw order (see the header). `corpus` holds the benign corpus rows. */
export function drawSample4(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawStaged(corpus, fieldDir, cache, corporaDir, earlier, { salt: SALT, minServers: MIN_SERVERS, minTotal: MIN_TOTAL });
}

/** Stage 1 by chance, then stage 2 by tool name (see the header), on servers no earlier sample read. */
export function drawStaged(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[], rule: StagedRule): string[] {
  const sha = (s: string) => createHash('sha256').update(rule.salt + s).digest('hex');
  const devPackages = devPackagesOf(corporaDir);
  const byId = new Map(corpus.map((r) => [r.id, r]));
  const taken = new Set<string>();
  for (const t of earlier.flatMap((s) => s.tools)) {
    const row = byId.get(t.id);
    taken.add(bareName(row ? row.server : slugOf(t.id)));
  }
  // key -> [id, tool name] pairs, one per distinct tool name.
  const servers = new Map<string, Array<[string, string]>>();
  for (const r of corpus) {
    if (NOT_SAMPLED.has(r.source)) continue;
    const key = `${r.source}:${r.server}`;
    if (taken.has(bareName(key))) continue;
    const list = servers.get(key) ?? [];
    servers.set(key, list);
    if (!list.some(([, n]) => n === String(r.tool.name))) list.push([r.id, String(r.tool.name)]);
  }
  for (const [dir, prefix] of [[fieldDir, 'field'], [cache, 'cache']] as const) {
    for (const s of readIndex(dir)) {
      if (taken.has(bareName(s.slug)) || devPackages.has(s.package) || servers.has(s.slug)) continue;
      servers.set(s.slug, toolNames(dir, s.manifest).map((n) => [`${prefix}/${s.manifest}#${n}`, n]));
    }
  }
  const order = [...servers.keys()].filter((k) => servers.get(k)!.length >= MIN_TOOLS && (!rule.only || rule.only.has(k))).sort((a, b) => (sha(a) < sha(b) ? -1 : 1));
  const drawn = new Set<string>();
  const out: Array<[string, string]> = [];
  let i = 0;
  for (; i < order.length && !(drawn.size >= rule.minServers && out.length >= rule.minTotal); i++) {
    if (drawn.has(bareName(order[i]!))) continue;
    drawn.add(bareName(order[i]!));
    out.push(...spaced(servers.get(order[i]!)!, ([, n]) => n, PER_SERVER));
  }
  const verbTools = () => out.filter(([, n]) => namedWithVerb(n)).length;
  for (; i < order.length && verbTools() < MIN_VERB_TOOLS; i++) {
    const named = servers.get(order[i]!)!.filter(([, n]) => namedWithVerb(n));
    if (named.length === 0 || drawn.has(bareName(order[i]!))) continue;
    drawn.add(bareName(order[i]!));
    out.push(...spaced(named, ([, n]) => n, STAGE2_TOOLS));
  }
  return out.map(([id]) => id);
}
