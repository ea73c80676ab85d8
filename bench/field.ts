/**
 * bench/field: the field gate. Real MCP servers from npm, replayed offline through the real
 * pipeline (in process, in-memory history): for every server its first contact and an unchanged
 * rescan, every release upgrade, and all servers in one config (a fleet scan).
 *
 * Inputs: the shared field corpus (../shared/corpora/field, index.json + manifests/) and the cache
 * that bench/field/capture.mjs fills (default ~/.cache/mcp-schema-sentinel-field, or --cache DIR).
 * Both are other people's text: read here, never copied into the project.
 *
 * Gate (--check, exit 1 when it fails): no content alert ≥ MEDIUM at any server's first contact
 * and no alert ≥ HIGH in the fleet scan, except entries of bench/field/defended.json (server, tool,
 * heuristic, severity ceiling and the one-sentence defence we would give that vendor). An unchanged
 * rescan must be silent. Upgrades are reported (structural alerts), not gated.
 *
 * Usage: node dist/bench/field.js [--cache DIR] [--field DIR] [--defended FILE] [--check] [--json] [--record]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonObject, SentinelRecord, Severity } from '../src/model.js';
import { severityRank } from '../src/model.js';
import { loadHeuristics } from '../src/heuristics/load.js';
import type { Heuristics } from '../src/heuristics/types.js';
import { escapeForTerminal } from '../src/report/escape.js';
import { fixedDeps, runPipeline, type PipelineInput } from '../test/helpers/pipeline.js';
import { readResults, RESULTS_FILE, type BenchRow } from './lib/results.js';
import { stringFlag } from './lib/stats.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface IndexFile {
  servers: Array<{ slug: string; package: string; version: string; manifest: string }>;
  releases?: Array<{ slug: string; manifest: string }>;
  pairs?: Array<{ slug: string; old: string; new: string }>;
}

export interface FieldServer {
  id: string;
  package: string;
  version: string;
  source: 'shared' | 'cache';
  doc: JsonObject;
}

export interface FieldPair {
  id: string;
  old: JsonObject;
  new: JsonObject;
  label: string;
}

/** One entry of bench/field/defended.json. */
export interface Defence {
  server: string;
  /** null: a server-level alert (no tool). */
  tool: string | null;
  heuristic: string;
  /** The highest severity this defence accepts. */
  ceiling: Severity;
  defence: string;
}

export interface Alert {
  phase: 'first_contact' | 'fleet' | 'rescan' | 'upgrade';
  server: string;
  tool: string | null;
  severity: Severity;
  heuristics: string[];
  content: boolean;
  fragment: string;
  /** The cues that fired, for calibration (JSON output only). */
  cues: string[];
  defended: boolean;
}

/** Reads one corpus folder (index.json + manifests/); a missing folder is an empty corpus. */
function readFolder(dir: string, source: FieldServer['source']): { servers: FieldServer[]; pairs: FieldPair[] } {
  const indexFile = join(dir, 'index.json');
  if (!existsSync(indexFile)) {
    process.stderr.write(`field: skipped ${dir} (no index.json)\n`);
    return { servers: [], pairs: [] };
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as IndexFile;
  const doc = (file: string): JsonObject => JSON.parse(readFileSync(join(dir, 'manifests', file), 'utf8')) as JsonObject;
  return {
    servers: index.servers.map((s) => ({ id: s.slug, package: s.package, version: s.version, source, doc: doc(s.manifest) })),
    pairs: (index.pairs ?? []).map((p) => ({ id: p.slug, old: doc(p.old), new: doc(p.new), label: `${p.old} → ${p.new}` })),
  };
}

function contentScope(h: Heuristics, r: SentinelRecord): boolean {
  return r.heuristic_ids.some((id) => h.meta(id).scope !== 'structural');
}

/** An alert is defended when every heuristic it names has an entry for its server and tool at or above its severity. */
export function isDefended(a: Pick<Alert, 'server' | 'tool' | 'heuristics' | 'severity'>, defences: Defence[]): boolean {
  return (
    a.heuristics.length > 0 &&
    a.heuristics.every((id) =>
      defences.some((d) => d.server === a.server && d.tool === a.tool && d.heuristic === id && severityRank(a.severity) <= severityRank(d.ceiling)),
    )
  );
}

function readDefences(file: string): Defence[] {
  const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(list)) throw new Error(`${file}: expected a JSON array`);
  for (const d of list as Defence[]) {
    if (typeof d?.server !== 'string' || (typeof d.tool !== 'string' && d.tool !== null) || typeof d.heuristic !== 'string' || typeof d.defence !== 'string' || d.defence.trim() === '' || !['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'].includes(d.ceiling)) {
      throw new Error(`${file}: every entry needs server, tool (or null), heuristic, ceiling and a defence`);
    }
  }
  return list as Defence[];
}

async function main(argv: string[]): Promise<number> {
  const cache = stringFlag(argv, '--cache') ?? join(homedir(), '.cache', 'mcp-schema-sentinel-field');
  const shared = stringFlag(argv, '--field') ?? join(ROOT, '..', 'shared', 'corpora', 'field');
  const defences = readDefences(stringFlag(argv, '--defended') ?? join(ROOT, 'bench', 'field', 'defended.json'));
  const h = loadHeuristics();

  const a = readFolder(shared, 'shared');
  const b = readFolder(cache, 'cache');
  const servers = [...a.servers, ...b.servers];
  const pairs = [...a.pairs, ...b.pairs];
  const seen = new Set<string>();
  for (const s of servers) {
    if (seen.has(s.id)) throw new Error(`server id ${s.id} is in both the shared corpus and the cache`);
    seen.add(s.id);
  }
  if (servers.length === 0) throw new Error('no field server found (see --field and --cache)');

  const alerts: Alert[] = [];
  const collect = (phase: Alert['phase'], records: SentinelRecord[], keep: (r: SentinelRecord) => boolean): void => {
    for (const r of records) {
      if (r.kind !== 'alert' || !keep(r)) continue;
      const alert = { server: r.server, tool: r.tool, severity: r.severity, heuristics: [...r.heuristic_ids] };
      const cues = [...new Set((r.evidence?.findings ?? []).flatMap((f) => (f.cues ?? []).map((c) => `${f.heuristic_id}:${c.id}`)))];
      alerts.push({ ...alert, phase, content: contentScope(h, r), fragment: r.evidence?.fragment ?? '', cues, defended: isDefended(alert, defences) });
    }
  };
  const run = async (input: PipelineInput) => runPipeline(input, { heuristics: h, clock: fixedDeps() });
  const atLeast = (s: Severity) => (r: SentinelRecord) => severityRank(r.severity) >= severityRank(s);

  const silentRescans: string[] = [];
  for (const s of servers) {
    const first = await run({ server: s.id, baseline: null, current: s.doc });
    collect('first_contact', first.records, (r) => contentScope(h, r) && atLeast('MEDIUM')(r));
    const again = await run({ server: s.id, baseline: s.doc, current: s.doc, acceptBaselineAlerts: true });
    collect('rescan', again.records, () => true);
    if (again.records.some((r) => r.kind === 'alert')) silentRescans.push(s.id);
  }
  for (const p of pairs) {
    const up = await run({ server: p.id, baseline: p.old, current: p.new, acceptBaselineAlerts: true });
    collect('upgrade', up.records, () => true);
  }
  const [head, ...rest] = servers;
  const fleet = await run({ server: head!.id, baseline: null, current: head!.doc, others: Object.fromEntries(rest.map((s) => [s.id, s.doc])) });
  collect('fleet', fleet.records, atLeast('HIGH'));

  const tools = servers.reduce((n, s) => n + (Array.isArray(s.doc['tools']) ? (s.doc['tools'] as unknown[]).length : 0), 0);
  const failing = alerts.filter((x) => (x.phase === 'first_contact' || x.phase === 'fleet' || x.phase === 'rescan') && !x.defended);
  const firstServers = new Set(alerts.filter((x) => x.phase === 'first_contact' && !x.defended).map((x) => x.server));
  const fleetFailing = alerts.filter((x) => x.phase === 'fleet' && !x.defended).length;
  const summary = {
    servers: servers.length,
    from_shared: a.servers.length,
    from_cache: b.servers.length,
    tools,
    pairs: pairs.length,
    first_contact_servers_failing: firstServers.size,
    first_contact_alerts_failing: alerts.filter((x) => x.phase === 'first_contact' && !x.defended).length,
    fleet_alerts_failing: fleetFailing,
    rescans_not_silent: silentRescans.length,
    upgrade_alerts: alerts.filter((x) => x.phase === 'upgrade').length,
    defended: alerts.filter((x) => x.defended).length,
    /** Undefended alerts per heuristic id (an alert naming two ids counts for both): where calibration should look. */
    first_contact_by_heuristic: byHeuristic(alerts.filter((x) => x.phase === 'first_contact' && !x.defended)),
    fleet_by_heuristic: byHeuristic(alerts.filter((x) => x.phase === 'fleet' && !x.defended)),
    gate_pass: failing.length === 0,
    heuristics_version: h.version,
  };

  if (argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ summary, alerts }, null, 2)}\n`);
  } else {
    process.stdout.write(report(servers, alerts, summary));
  }
  if (argv.includes('--record')) record(summary);
  return argv.includes('--check') && !summary.gate_pass ? 1 : 0;
}

function byHeuristic(list: Alert[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of list) for (const id of a.heuristics) out[id] = (out[id] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort(([x], [y]) => Number(x.slice(1)) - Number(y.slice(1))));
}

const cell = (s: string): string => escapeForTerminal(s, { maxLength: 90 }).replace(/\|/g, '\\|');

function report(servers: FieldServer[], alerts: Alert[], summary: Record<string, unknown>): string {
  const lines: string[] = [];
  const gate = (x: Alert): string => (x.phase === 'upgrade' ? 'reported' : x.defended ? 'defended' : 'fails');
  const line = (x: Alert) => `| ${cell(x.server)} | ${cell(x.tool ?? '(server)')} | ${x.severity} | ${x.heuristics.join('+')} | ${gate(x)} | ${cell(x.fragment)} |`;
  const table = (title: string, rows: Alert[]) => {
    lines.push('', `## ${title} (${rows.length})`, '');
    if (rows.length === 0) return void lines.push('none');
    lines.push('| server | tool | severity | heuristics | gate | fragment |', '|---|---|---|---|---|---|', ...rows.map(line));
  };
  lines.push('# field gate', '');
  lines.push('| server | source | tools | first contact ≥ MEDIUM (content) | fleet ≥ HIGH |', '|---|---|---|---|---|');
  for (const s of servers) {
    const n = (phase: Alert['phase']) => alerts.filter((x) => x.phase === phase && x.server === s.id).length;
    const tools = Array.isArray(s.doc['tools']) ? (s.doc['tools'] as unknown[]).length : 0;
    lines.push(`| ${cell(s.id)} | ${s.source} | ${tools} | ${n('first_contact') || ''} | ${n('fleet') || ''} |`);
  }
  table('first contact: content alerts ≥ MEDIUM', alerts.filter((x) => x.phase === 'first_contact'));
  table('fleet scan: alerts ≥ HIGH', alerts.filter((x) => x.phase === 'fleet'));
  table('unchanged rescans: any alert', alerts.filter((x) => x.phase === 'rescan'));
  table('upgrades: alerts (reported, not gated)', alerts.filter((x) => x.phase === 'upgrade'));
  lines.push('', '```json', JSON.stringify(summary, null, 1), '```', '');
  return `${lines.join('\n')}\n`;
}

/** Keeps the gate's figures as a row of bench/results.json (rendered by figures.js). */
function record(s: { servers: number; tools: number; pairs: number; first_contact_servers_failing: number; first_contact_alerts_failing: number; fleet_alerts_failing: number; rescans_not_silent: number; defended: number; gate_pass: boolean; heuristics_version: string }): void {
  const results = readResults();
  const row: BenchRow = {
    id: 'field-gate',
    bench: 'field gate: real npm servers, first contact, unchanged rescan, upgrades, one fleet scan (see below)',
    command: '`node dist/bench/field.js --check`',
    measured: `${s.servers} servers, ${s.tools.toLocaleString('en-US')} tools, ${s.pairs} upgrades (heuristics ${s.heuristics_version}): ${s.first_contact_servers_failing} servers with ${s.first_contact_alerts_failing} undefended content alerts ≥ MEDIUM at first contact, ${s.fleet_alerts_failing} undefended alerts ≥ HIGH in the fleet scan, ${s.rescans_not_silent} rescans not silent; ${s.defended} alerts defended (bench/field/defended.json)`,
    target: '0 undefended',
    status: s.gate_pass ? 'pass' : 'misses',
  };
  const i = results.benches.findIndex((r) => r.id === 'field-gate');
  if (i >= 0) results.benches[i] = row;
  else results.benches.push(row);
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    process.stderr.write(`bench/field: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
