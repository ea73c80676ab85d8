/**
 * Runs manifests through the REAL pipeline in process: scanTargets with an in-memory history,
 * the shipped heuristics and a fake connector that serves manifest objects. Used by the corpus
 * test (one scenario per file under corpus/) and by bench/corpus.ts.
 */
import type { HeuristicId, JsonObject, JsonValue, RawManifest, RecordKind, SentinelRecord, Severity, Target } from '../../src/model.js';
import { HEURISTIC_IDS, RECORD_KINDS, SEVERITIES, maxSeverity, severityRank } from '../../src/model.js';
import type { Heuristics } from '../../src/heuristics/types.js';
import type { Store } from '../../src/history/types.js';
import { openMemoryStore } from '../../src/history/index.js';
import { loadHeuristics } from '../../src/heuristics/load.js';
import { parseManifestDocument } from '../../src/connect/manifest-shape.js';
import { DEFAULT_SCAN_OPTIONS, scanTargets, type Connector, type ScanOptions, type ScanResult } from '../../src/scan.js';

/** A manifest as a scenario writes it: `{"serverInfo"?, "tools": [...]}` (what `scan --manifest` reads). */
export type ManifestDoc = JsonObject;

/** An operator's announcement, in the scenario's words (absent lists are empty, absent version is null). */
export interface AnnouncementSpec {
  tool?: string | null;
  addsParam?: string[];
  removesParam?: string[];
  addsTool?: string[];
  removesTool?: string[];
  changes?: Array<'description' | 'schema' | 'annotations' | 'endpoint'>;
  version?: string | null;
}

export interface PipelineInput {
  /** Server id in history. */
  server: string;
  /** Scanned first (first contact) when given; the scan under test is then a rescan. */
  baseline: ManifestDoc | null;
  current: ManifestDoc;
  /** Added after the baseline scan, before the current one. */
  announcements?: AnnouncementSpec[];
  /** Other servers scanned in the same scanTargets call, in every scan (fleet context). */
  others?: Record<string, ManifestDoc>;
  /** Endpoint display of each scan (an HTTP URL models a remote server); default `manifest:<server>`. */
  endpoints?: { baseline?: string; current?: string };
  /** A cross-origin redirect seen by the current scan. */
  redirect?: { from: string; to: string };
  /** The baseline is known to raise alerts: the operator approves it before the current scan. */
  acceptBaselineAlerts?: boolean;
  /** Configuration entries of the scan under test that cannot be scanned (id -> reason): error records. */
  unscannable?: Record<string, string>;
}

export interface PipelineRun {
  /** Records of the scan under test (every server of that scan). */
  records: SentinelRecord[];
  exitCode: 0 | 1 | 2 | 3;
  /** Records of the baseline scan (empty without a baseline). */
  baselineRecords: SentinelRecord[];
  /** The whole result of the scan under test (per-server outcomes for a summary line). */
  result: ScanResult;
}

/** A scenario that cannot run as written (a baseline that alerts, a manifest that is not one). */
export class ScenarioError extends Error {
  override name = 'ScenarioError';
}

export const SCAN_OPTIONS: ScanOptions = DEFAULT_SCAN_OPTIONS;

/** Fixed, advancing clock and ids: the same input always gives the same records. */
export function fixedDeps(start = Date.parse('2026-01-01T00:00:00.000Z')): { now: () => Date; newScanId: () => string } {
  let t = start;
  let n = 0;
  return { now: () => new Date((t += 1000)), newScanId: () => `sc-${String(++n).padStart(6, '0')}` };
}

function rawManifest(doc: ManifestDoc, display: string, redirect?: { from: string; to: string }): RawManifest {
  const parsed = parseManifestDocument(doc);
  if ('error' in parsed) throw new ScenarioError(`not a manifest: ${parsed.error}`);
  const transport = display.startsWith('http') ? 'http' : 'manifest';
  return {
    tools: parsed.tools,
    serverInfo: parsed.serverInfo,
    protocolVersion: parsed.protocolVersion ?? '2025-06-18',
    capabilities: parsed.capabilities ?? { tools: {} },
    instructions: parsed.instructions,
    endpoint: { transport, display },
    pages: 1,
    bytes: JSON.stringify(doc).length,
    ...(redirect ? { crossOriginRedirect: redirect } : {}),
  };
}

/** Serves fixed manifests by target id; never touches a process or the network. */
class FakeConnector implements Connector {
  constructor(private readonly served: Map<string, RawManifest>) {}
  async fetch(target: Exclude<Target, { kind: 'invalid' }>): Promise<RawManifest> {
    const raw = this.served.get(target.id);
    if (!raw) throw new ScenarioError(`no manifest for ${target.id}`);
    return raw;
  }
  describe(err: unknown): { code: string; message: string } | null {
    return err instanceof ScenarioError ? { code: 'not_found', message: err.message } : null;
  }
  endpointOf(target: Target): string | null {
    return this.served.get(target.id)?.endpoint.display ?? null;
  }
  credentialsOf(): string[] {
    return [];
  }
}

export interface RunDeps {
  heuristics?: Heuristics;
  /** Shared store (the bench scans many servers into one); a fresh in-memory store otherwise. */
  store?: Store;
  clock?: { now: () => Date; newScanId: () => string };
}

function atOrAboveMedium(r: SentinelRecord): boolean {
  return r.kind === 'alert' && severityRank(r.severity) >= severityRank('MEDIUM');
}

/** Baseline scan (when given), announcements, then the scan under test — all through scanTargets. */
export async function runPipeline(input: PipelineInput, deps: RunDeps = {}): Promise<PipelineRun> {
  const store = deps.store ?? openMemoryStore();
  const heuristics = deps.heuristics ?? loadHeuristics();
  const clock = deps.clock ?? fixedDeps();
  const others = Object.entries(input.others ?? {});
  if (others.some(([id]) => id === input.server)) throw new ScenarioError(`"others" reuses the server id ${input.server}`);
  const scan = async (doc: ManifestDoc, display: string, redirect?: { from: string; to: string }, unscannable: Record<string, string> = {}) => {
    const served = new Map<string, RawManifest>([[input.server, rawManifest(doc, display, redirect)]]);
    for (const [id, other] of others) served.set(id, rawManifest(other, `manifest:${input.server}/${id}`));
    const targets: Target[] = [...served.keys()].map((id) => ({ kind: 'manifest', id, file: `${id}.json` }));
    // As the configuration reader marks them: an entry that waits for a prompt can never be scanned unattended.
    for (const [id, reason] of Object.entries(unscannable)) targets.push({ kind: 'invalid', id, reason, ...(reason.includes('${input:') ? { interactive: true } : {}) });
    return scanTargets(targets, SCAN_OPTIONS, {
      store,
      heuristics,
      connector: new FakeConnector(served),
      now: clock.now,
      newScanId: clock.newScanId,
      host: 'corpus-host',
      sensorVersion: '0.0.0-corpus',
    });
  };
  try {
    let baselineRecords: SentinelRecord[] = [];
    if (input.baseline) {
      const first = await scan(input.baseline, input.endpoints?.baseline ?? `manifest:${input.server}`);
      baselineRecords = first.records;
      const loud = first.records.filter(atOrAboveMedium);
      if (first.exitCode !== 0 || loud.length > 0) {
        if (!input.acceptBaselineAlerts) {
          const what = loud.map((r) => `${r.tool ?? '-'} ${r.severity} ${r.heuristic_ids.join('+')}`).join('; ');
          throw new ScenarioError(`the baseline is not clean (exit ${first.exitCode}): ${what || 'no alert record'}`);
        }
        store.approve(input.server, null, 'corpus', 'baseline accepted by the scenario', clock.now().toISOString());
      }
    }
    for (const a of input.announcements ?? []) {
      const now = clock.now();
      store.addAnnouncement(
        {
          serverId: input.server,
          version: a.version ?? null,
          tool: a.tool ?? null,
          addsParam: a.addsParam ?? [],
          removesParam: a.removesParam ?? [],
          addsTool: a.addsTool ?? [],
          removesTool: a.removesTool ?? [],
          changes: a.changes ?? [],
          expiresAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
          note: null,
          by: 'corpus',
        },
        now.toISOString(),
      );
    }
    const last = await scan(input.current, input.endpoints?.current ?? `manifest:${input.server}`, input.redirect, input.unscannable);
    return { records: last.records, exitCode: last.exitCode, baselineRecords, result: last };
  } finally {
    if (!deps.store) store.close();
  }
}

// ---------------------------------------------------------------- what a run amounts to

export type TopSeverity = Severity | 'NONE';

export interface RunSummary {
  /** Highest severity of the alert records, NONE when there is no alert. */
  top: TopSeverity;
  /** Every heuristic id named by an alert record. */
  fired: HeuristicId[];
  /** Heuristic ids named by declared records (covered by an announcement). */
  declared: HeuristicId[];
  kinds: RecordKind[];
}

const ID_ORDER = (a: HeuristicId, b: HeuristicId) => HEURISTIC_IDS.indexOf(a) - HEURISTIC_IDS.indexOf(b);

export function summarize(records: SentinelRecord[]): RunSummary {
  const alerts = records.filter((r) => r.kind === 'alert');
  const ids = (rs: SentinelRecord[]) => [...new Set(rs.flatMap((r) => r.heuristic_ids))].sort(ID_ORDER);
  return {
    top: alerts.length === 0 ? 'NONE' : maxSeverity(alerts.map((r) => r.severity)),
    fired: ids(alerts),
    declared: ids(records.filter((r) => r.kind === 'declared')),
    kinds: RECORD_KINDS.filter((k) => records.some((r) => r.kind === k)),
  };
}

/** One line per alert, for failure messages: tool, type, severity, heuristics, cues and fragment. */
export function describeRecords(records: SentinelRecord[]): string {
  if (records.length === 0) return '(no record)';
  return records
    .map((r) => {
      const cues = (r.evidence?.findings ?? []).flatMap((f) => (f.cues ?? []).map((c) => c.id));
      const frag = r.evidence?.fragment ? ` "${r.evidence.fragment.slice(0, 80)}"` : '';
      return `${r.kind} ${r.type ?? '-'} ${r.tool ?? '-'} ${r.severity} [${r.heuristic_ids.join(',')}]${cues.length ? ` cues=${cues.join(',')}` : ''}${frag}`;
    })
    .join('\n');
}

export const TOP_SEVERITIES: readonly TopSeverity[] = ['NONE', ...SEVERITIES];
export type { JsonValue };
