/**
 * Capability labels (heuristics/labels.json) measured on real tools: every benign tool of the
 * public corpora (../shared/corpora/*.jsonl) and every tool of the field manifests
 * (../shared/corpora/field/manifests), labelled; throughput in tools/s; and precision and recall
 * per label on the hand-checked sample (bench/inventory-sample.json: tool ids and true labels only).
 *
 *   node dist/bench/inventory.js [corpora-dir] [--cache <dir>] [--draw | --draw<n>] [--sample <file>]
 *     [--sample<n> <file>] [--misses] [--record] [--dump <file>] [--agreement]
 *
 * --draw prints the sample's tool ids, drawn deterministically: servers ordered by the sha256 of
 * their name, the first SERVERS of them with at least 5 tools taken from each source in turn, and
 * from each up to PER_SERVER tools evenly spaced in name order. --draw<n> (n from 2 to the last of
 * FIELD_SAMPLES) prints sample n's ids: drawSample2 to drawSample13 for samples 2 to 13, and
 * drawUnreadRound(n) from 14 on, each reading samples 1 to n − 1 as those it must not draw again.
 * --sample<n> <file> measures sample n from another file than bench/inventory-sample-<n>.json.
 * --dump <file> writes every tool's id and labels, one per line, sorted: two dumps diffed show what a
 * change of labels.json added and removed over every tool.
 * --agreement adds, over the samples a second reader labelled again
 * (bench/inventory-sample-<n>-second-reader.json), the second reader against the first and the
 * labeller against each (bench/inventory-agreement.ts).
 * --cache names the field cache bench/field/capture.mjs fills (as for
 * bench/field.ts): its servers are labelled too, and sample 2 is drawn from them. Evaluation data only: nothing read
 * here is written into the project (the sample file holds ids and labels, never a tool's text).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonObject } from '../src/model.js';
import { loadLabels, LABELS, type Label } from '../src/inventory/labels-data.js';
import { labelTool } from '../src/inventory/label.js';
import { cacheRows, drawSample2, type SampleFile } from './inventory-draw2.js';
import { drawSample3 } from './inventory-draw3.js';
import { drawSample4 } from './inventory-draw4.js';
import { drawSample5 } from './inventory-draw5.js';
import { drawSample6 } from './inventory-draw6.js';
import { drawSample7 } from './inventory-draw7.js';
import { drawSample8 } from './inventory-draw8.js';
import { drawSample9 } from './inventory-draw9.js';
import { drawSample10 } from './inventory-draw10.js';
import { drawSample11 } from './inventory-draw11.js';
import { drawSample12 } from './inventory-draw12.js';
import { drawSample13, drawUnreadRound } from './inventory-draw13.js';
import { agreementReport, pct } from './inventory-agreement.js';
import { labellingSpeed, recordSpeed, speedLine, syntheticSpeed } from './inventory-speed.js';
import { stringFlag } from './lib/stats.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Hand-checked sample n's file in bench/: the first has no number. */
const sampleFileName = (n: number): string => (n === 1 ? 'inventory-sample.json' : `inventory-sample-${n}.json`);

/** A draw of samples 6 on: the corpus rows, the field folder, the cache, the corpora folder and the samples before it. */
type RoundDraw = (corpus: Row[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]) => string[];

/** The hand-checked samples after the first, each `--sample<n>` / `bench/inventory-sample-<n>.json`. */
const FIELD_SAMPLES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
const SERVERS = 12;
const PER_SERVER = 10;
/**
 * Left out of the draw: the npm dumps are the development set (the rules were written while reading
 * what they gave there), and the hard negatives are synthetic probes, not servers.
 */
const NOT_SAMPLED = new Set(['benign_npm_live_tools_list.jsonl', 'benign_npm_older_releases.jsonl', 'benign_hard_negatives_misc.jsonl']);

interface Row {
  id: string;
  source: string;
  server: string;
  tool: JsonObject;
}

function corpusRows(dir: string): Row[] {
  const out: Row[] = [];
  for (const f of readdirSync(dir).filter((n) => n.startsWith('benign_') && n.endsWith('.jsonl')).sort()) {
    readFileSync(join(dir, f), 'utf8').split('\n').forEach((line, i) => {
      if (!line.trim()) return;
      const r = JSON.parse(line) as JsonObject;
      const tool: JsonObject = { name: r.name!, description: r.description ?? '', inputSchema: r.inputSchema ?? {} };
      if (r.annotations) tool.annotations = r.annotations;
      out.push({ id: `${f}:${i + 1}`, source: f, server: String(r.server), tool });
    });
  }
  return out;
}

function fieldRows(dir: string): Row[] {
  const out: Row[] = [];
  const folder = join(dir, 'field', 'manifests');
  if (!existsSync(folder)) return out;
  for (const f of readdirSync(folder).filter((n) => n.endsWith('.json')).sort()) {
    const doc = JSON.parse(readFileSync(join(folder, f), 'utf8')) as JsonObject | JsonObject[];
    const tools = (Array.isArray(doc) ? doc : (doc.tools as JsonObject[])) ?? [];
    for (const t of tools) out.push({ id: `field/${f}#${String(t.name)}`, source: 'field', server: f.replace(/@[^@]*\.json$/, ''), tool: t });
  }
  return out;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** The sample's ids (see the header). */
export function drawSample(rows: Row[]): string[] {
  const bySource = new Map<string, Map<string, Row[]>>();
  for (const r of rows) {
    if (NOT_SAMPLED.has(r.source)) continue;
    const servers = bySource.get(r.source) ?? new Map<string, Row[]>();
    bySource.set(r.source, servers);
    const list = servers.get(r.server) ?? [];
    // A server in two releases (field) is sampled once per tool name.
    if (!list.some((x) => x.tool.name === r.tool.name)) servers.set(r.server, [...list, r]);
  }
  const queues = [...bySource.keys()].sort().map((s) =>
    [...bySource.get(s)!].filter(([, list]) => list.length >= 5).sort(([a], [b]) => (sha(a) < sha(b) ? -1 : 1)),
  );
  const picked: Row[][] = [];
  const seenServer = new Set<string>();
  for (let round = 0; picked.length < SERVERS && queues.some((q) => q.length > 0); round++) {
    for (const q of queues) {
      const next = q.shift();
      if (!next || picked.length >= SERVERS || seenServer.has(next[0])) continue;
      seenServer.add(next[0]);
      picked.push(next[1]);
    }
  }
  return picked.flatMap((list) => {
    const sorted = [...list].sort((a, b) => (String(a.tool.name) < String(b.tool.name) ? -1 : 1));
    const n = Math.min(PER_SERVER, sorted.length);
    return Array.from({ length: n }, (_, i) => sorted[Math.floor((i * sorted.length) / n)]!.id);
  });
}

function main(argv: string[]): void {
  const valued = new Set(['--sample', ...FIELD_SAMPLES.map((n) => `--sample${n}`), '--cache', '--dump']);
  const dir = resolve(argv.find((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1]!)) ?? resolve(ROOT, '../shared/corpora'));
  const cache = stringFlag(argv, '--cache') ?? join(homedir(), '.cache', 'mcp-schema-sentinel-field');
  const cached = cacheRows(cache);
  const rows = [...corpusRows(dir), ...fieldRows(dir)];
  if (argv.includes('--draw')) {
    for (const id of drawSample(rows)) console.log(id);
    return;
  }
  const read = (f: string) => JSON.parse(readFileSync(join(ROOT, 'bench', f), 'utf8')) as SampleFile;
  const earlierSamples = ['inventory-sample.json', 'inventory-sample-2.json', 'inventory-sample-3.json', 'inventory-sample-4.json'];
  if (argv.includes('--draw2')) {
    for (const id of drawSample2(join(dir, 'field'), cache, dir, read('inventory-sample.json'))) console.log(id);
    return;
  }
  if (argv.includes('--draw3')) {
    const corpus = rows.filter((r) => r.source !== 'field');
    for (const id of drawSample3(corpus, join(dir, 'field'), cache, dir, read('inventory-sample.json'), read('inventory-sample-2.json'))) console.log(id);
    return;
  }
  if (argv.includes('--draw4')) {
    for (const id of drawSample4(rows.filter((r) => r.source !== 'field'), join(dir, 'field'), cache, dir, earlierSamples.slice(0, 3).map(read))) console.log(id);
    return;
  }
  if (argv.includes('--draw5')) {
    for (const id of drawSample5(rows.filter((r) => r.source !== 'field'), join(dir, 'field'), cache, dir, earlierSamples.map(read))) console.log(id);
    return;
  }
  // Samples 6 on draw from the field cache with the same arguments; each reads samples 1 to n − 1 as `earlier`.
  const roundDraws: Array<[number, RoundDraw]> = [
    [6, drawSample6], [7, drawSample7], [8, drawSample8], [9, drawSample9], [10, drawSample10], [11, drawSample11], [12, drawSample12], [13, drawSample13],
    ...[14, 15, 16, 17, 18, 19, 20, 21].map((n): [number, RoundDraw] => [n, (...args) => drawUnreadRound(n, ...args)]),
  ];
  for (const [n, draw] of roundDraws) {
    if (!argv.includes(`--draw${n}`)) continue;
    const earlier = Array.from({ length: n - 1 }, (_, i) => sampleFileName(i + 1)).map(read);
    for (const id of draw(rows.filter((r) => r.source !== 'field'), join(dir, 'field'), cache, dir, earlier)) console.log(id);
    return;
  }
  rows.push(...cached);
  const data = loadLabels();
  const real = labellingSpeed(data, rows.map((r) => r.tool));
  const synthetic = syntheticSpeed(data);
  const counts = Object.fromEntries(LABELS.map((l) => [l, 0])) as Record<Label, number>;
  let none = 0;
  const dump: string[] = [];
  for (const r of rows) {
    const labels = labelTool(data, r.tool, false).labels;
    if (labels.length === 0) none++;
    for (const l of labels) counts[l.label]++;
    dump.push(`${r.id}\t${labels.map((l) => l.label).join(',')}`);
  }
  // One line per tool, its id and labels: two dumps diffed show what a change of labels.json moved.
  const dumpFile = stringFlag(argv, '--dump');
  if (dumpFile) writeFileSync(dumpFile, `${dump.sort().join('\n')}\n`);
  console.log(`tools: ${rows.length} (${rows.filter((r) => r.source !== 'field' && r.source !== 'cache').length} benign corpus rows, ${rows.filter((r) => r.source === 'field').length} field tools, ${cached.length} field-cache tools)`);
  console.log(speedLine('labelling, real tools', real));
  console.log(speedLine('labelling, synthetic server', synthetic));
  if (argv.includes('--record')) recordSpeed(real, synthetic, data.version, loadavg()[0]!.toFixed(0));
  console.log(`labels: ${LABELS.map((l) => `${l} ${counts[l]}`).join(', ')}; no label ${none}`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const misses = argv.includes('--misses');
  measure(data, byId, stringFlag(argv, '--sample') ?? join(ROOT, 'bench', sampleFileName(1)), misses);
  // Samples 2 to 19 read the field cache (samples 6 to 19 draw from it alone): without it, their
  // ids cannot be found and they are skipped.
  if (cached.length > 0) for (const n of FIELD_SAMPLES) measure(data, byId, stringFlag(argv, `--sample${n}`) ?? join(ROOT, 'bench', sampleFileName(n)), misses);
  if (argv.includes('--agreement')) {
    const twice = FIELD_SAMPLES.map((n) => ({ n, first: join(ROOT, 'bench', sampleFileName(n)), second: join(ROOT, 'bench', `inventory-sample-${n}-second-reader.json`) }));
    const lines = agreementReport(data, byId, twice);
    console.log(lines.length > 0 ? lines.join('\n') : '\nno sample read twice was found (the field cache holds their tools: --cache)');
  }
}

/** Precision and recall per label on one hand-checked sample file, as a markdown table. */
function measure(data: ReturnType<typeof loadLabels>, byId: Map<string, Row>, sampleFile: string, showMisses: boolean): void {
  if (!existsSync(sampleFile)) return;
  const sample = JSON.parse(readFileSync(sampleFile, 'utf8')) as { tools: Array<{ id: string; labels: Label[] }> };
  const tally = Object.fromEntries(LABELS.map((l) => [l, { tp: 0, fp: 0, fn: 0 }])) as Record<Label, { tp: number; fp: number; fn: number }>;
  const misses: string[] = [];
  const servers = new Set<string>();
  // A toxic flow is read per server and configuration: the legs each sampled server holds, truth and labeller.
  const legs = new Map<string, { truth: Set<Label>; got: Set<Label> }>();
  for (const s of sample.tools) {
    const row = byId.get(s.id);
    if (!row) throw new Error(`sample id not found: ${s.id}`);
    const server = `${row.source}/${row.server}`;
    servers.add(server);
    const got = new Set(labelTool(data, row.tool, false).labels.map((l) => l.label));
    const truth = new Set(s.labels);
    const leg = legs.get(server) ?? { truth: new Set<Label>(), got: new Set<Label>() };
    legs.set(server, leg);
    for (const l of truth) leg.truth.add(l);
    for (const l of got) leg.got.add(l);
    for (const l of LABELS) {
      if (got.has(l) && truth.has(l)) tally[l].tp++;
      else if (got.has(l)) (tally[l].fp++, misses.push(`FP ${l} ${s.id}`));
      else if (truth.has(l)) (tally[l].fn++, misses.push(`FN ${l} ${s.id}`));
    }
  }
  console.log(`\nsample ${sampleFile.replace(/^.*\//, '')}: ${sample.tools.length} tools, ${servers.size} servers`);
  console.log('| label | true | labelled | correct | precision | recall |');
  console.log('|---|---|---|---|---|---|');
  for (const l of LABELS) {
    const t = tally[l];
    console.log(`| ${l} | ${t.tp + t.fn} | ${t.tp + t.fp} | ${t.tp} | ${pct(t.tp, t.tp + t.fp)} | ${pct(t.tp, t.tp + t.fn)} |`);
  }
  const all = [...legs.values()];
  const perServer = LABELS.map((l) => {
    const tp = all.filter((x) => x.truth.has(l) && x.got.has(l)).length;
    return `${l} ${tp}/${all.filter((x) => x.got.has(l)).length} right, ${tp}/${all.filter((x) => x.truth.has(l)).length} found`;
  });
  const trifecta = (x: Set<Label>) => x.has('private-data') && x.has('untrusted-content') && x.has('egress');
  console.log(`per server (a label a sampled tool of the server carries): ${perServer.join('; ')}; one-server trifecta: ${all.filter((x) => trifecta(x.truth)).length} true, ${all.filter((x) => trifecta(x.got)).length} labelled, ${all.filter((x) => trifecta(x.truth) && trifecta(x.got)).length} both`);
  if (showMisses) for (const m of misses) console.log(m);
}

main(process.argv.slice(2));
