/**
 * The pipeline: connect -> fingerprint -> diff -> heuristics -> history -> report.
 * Servers are fetched concurrently (one's hang never delays the others past its own timeout);
 * then each server's analysis and its writes happen in one IMMEDIATE transaction, in target order.
 */
import type { ChainHead, ConnectLimits, HashAlg, RawManifest, SentinelRecord, Severity, Snapshot, Target } from './model.js';
import { atOrAbove, maxSeverity } from './model.js';
import type { Heuristics } from './heuristics/types.js';
import type { Store } from './history/types.js';
import { fingerprint } from './fingerprint/snapshot.js';
import { hmacJson } from './fingerprint/hash.js';
import { analyze, needsContentJudgement } from './pipeline/analyze.js';
import { alertRecords, errorRecord, type RecordContext } from './pipeline/records.js';
import { endpointFinding } from './heuristics/structural.js';
import { mapPool } from './pipeline/pool.js';
import { EngineNotLoaded } from './heuristics/lazy.js';
import type { IgnoreEntry } from './pipeline/ignore-file.js';
import { activeEntries, present, unexpired } from './pipeline/ignore.js';

export interface ScanOptions {
  limits: ConnectLimits;
  concurrency: number;
  alg: HashAlg;
  annotations: boolean;
  /** null = `--fail-on none`. */
  failOn: Severity | null;
  repeat: boolean;
  /** Entries of `--ignore <file>` (all servers; expired ones are skipped at scan time). */
  ignore: IgnoreEntry[];
  /** `--remind`: a drift still pending is reminded of (a `pending` record) at most this often, in ms; null = never. */
  remindMs: number | null;
}

/** A day: a cron that scans every few minutes still reminds of a pending drift once a day. */
export const DEFAULT_REMIND_MS = 86_400_000;

/** What a plain `scan` does when no flag says otherwise (SPEC §2). */
export const DEFAULT_SCAN_OPTIONS: ScanOptions = {
  limits: { timeoutMs: 30_000, maxTools: 5000, maxBytes: 16 * 1024 * 1024 },
  concurrency: 8,
  alg: 'sha256',
  annotations: true,
  failOn: 'MEDIUM',
  repeat: false,
  ignore: [],
  remindMs: DEFAULT_REMIND_MS,
};

/** How connect/ is reached: injected so that the pipeline is testable without servers. */
export interface Connector {
  fetch(target: Exclude<Target, { kind: 'invalid' }>, limits: ConnectLimits, signal?: AbortSignal): Promise<RawManifest>;
  /** One-line, secret-free description of a failure, with its code; null for errors that are bugs. */
  describe(err: unknown): { code: string; message: string; redirect?: { from: string; to: string }; stderrTail?: string } | null;
  endpointOf(target: Target): string | null;
  credentialsOf(target: Target): string[];
}

export interface ScanDeps {
  store: Store;
  heuristics: Heuristics;
  connector: Connector;
  now: () => Date;
  newScanId: () => string;
  host: string;
  sensorVersion: string;
  signal?: AbortSignal;
  /** Called as each server's fetch settles (progress on a terminal). */
  onFetched?: (done: number, total: number, pending: string[]) => void;
}

export interface ServerResult {
  server: string;
  status: 'ok' | 'error';
  outcome: 'first_contact' | 'unchanged' | 'drift' | 'known_drift' | 'error';
  records: SentinelRecord[];
  /** Highest severity raised now or still pending approval at or above --fail-on, or null. */
  failing: Severity | null;
  version: number | null;
  /** Where each of `records` was stored in the history's chain (same order): the record's chain_head. */
  anchors: ChainHead[];
  /** The stored records of a drift still pending (for SARIF only; see pipeline/pending.ts). */
  standing: SentinelRecord[];
}

export interface ScanResult {
  servers: ServerResult[];
  records: SentinelRecord[];
  exitCode: ExitCode;
  /** Ignore entries that address nothing: their tool or path is not in the manifest, or their server is unknown. */
  unmatchedIgnores: { entry: IgnoreEntry; why: string }[];
}

/**
 * 1: an alert at or above --fail-on now, or a drift with one still pending; 2: a target could not
 * be scanned; 3: both, so that an unreachable server never hides an alert (nor the reverse).
 */
export type ExitCode = 0 | 1 | 2 | 3;

export function exitCodeOf(servers: readonly Pick<ServerResult, 'status' | 'failing'>[]): ExitCode {
  const failed = servers.some((s) => s.status === 'error') ? 2 : 0;
  const alerted = servers.some((s) => s.failing !== null) ? 1 : 0;
  return (failed + alerted) as ExitCode;
}

/**
 * The operator interrupted the scan. Nothing half-done is stored: the server under analysis is
 * rolled back; servers written before the signal came are in `written`.
 */
export class InterruptedError extends Error {
  override name = 'InterruptedError';
  /** Records of the servers whose scans were already written when the signal came (printed all the same). */
  written: SentinelRecord[] = [];
  constructor() {
    super('interrupted: servers stopped, nothing written for this scan');
  }
}

/** How often, at most, the analysis yields to the event loop to let a signal in. */
const PAUSE_EVERY_MS = 25;

/**
 * The analysis runs after the servers are closed and can take seconds on a large drift; signal
 * handlers only run when the event loop turns. This yields every PAUSE_EVERY_MS of work and throws
 * InterruptedError once the scan is aborted, so that the open transaction is rolled back.
 */
function pauser(signal: AbortSignal | undefined): () => Promise<void> {
  let last = Date.now();
  return async () => {
    if (Date.now() - last >= PAUSE_EVERY_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      last = Date.now();
    }
    if (signal?.aborted) throw new InterruptedError();
  };
}

type Fetched = { target: Target; raw: RawManifest | null; error: unknown; durationMs: number };

export async function scanTargets(targets: Target[], opts: ScanOptions, deps: ScanDeps): Promise<ScanResult> {
  let done = 0;
  const running = new Set<string>();
  const fetched = await mapPool(targets, opts.concurrency, async (target): Promise<Fetched> => {
    const started = Date.now();
    running.add(target.id);
    try {
      if (target.kind === 'invalid') return { target, raw: null, error: null, durationMs: 0 };
      const raw = await deps.connector.fetch(target, opts.limits, deps.signal);
      return { target, raw, error: null, durationMs: Date.now() - started };
    } catch (error) {
      return { target, raw: null, error, durationMs: Date.now() - started };
    } finally {
      running.delete(target.id);
      deps.onFetched?.(++done, targets.length, [...running]);
    }
  });

  if (deps.signal?.aborted) throw new InterruptedError();
  const pause = pauser(deps.signal);

  // Fingerprints first: every server's tools (name -> hash) are context for the others (H11).
  const snapshots: (Snapshot | null)[] = [];
  for (const f of fetched) {
    await pause();
    snapshots.push(f.raw ? fingerprint(f.raw, { alg: opts.alg, annotations: opts.annotations }) : null);
  }
  const toolsByServer = new Map<string, Map<string, string>>();
  fetched.forEach((f, i) => {
    const snap = snapshots[i];
    if (snap) toolsByServer.set(f.target.id, new Map(snap.tools.map((t) => [t.name, t.hash])));
  });

  // One server after the other, each in its own transaction: an interruption rolls back the server
  // under analysis; the servers already written are printed (their records are in the history).
  const servers: ServerResult[] = [];
  try {
    for (const [i, f] of fetched.entries()) {
      await pause();
      servers.push(await scanOneLoading(f, snapshots[i] ?? null, toolsByServer, opts, deps, pause));
    }
  } catch (err) {
    if (err instanceof InterruptedError && servers.length > 0) {
      err.written = servers.flatMap((s) => s.records);
      err.message = `interrupted: ${servers.length} of ${fetched.length} servers were written (their records are printed), nothing of the others`;
    }
    throw err;
  }
  const records = servers.flatMap((s) => s.records);
  // The clock is read only when there are entries: a scan without --ignore reads it as before.
  const unmatchedIgnores = opts.ignore.length === 0 ? [] : unmatched(opts.ignore, targets, snapshots, deps.store, deps.now().toISOString());
  return { servers, records, exitCode: exitCodeOf(servers), unmatchedIgnores };
}

/**
 * Entries that can match nothing, so that a stale or mistyped entry is seen: the tool or the path is
 * not in the manifest just scanned, or the server is neither in this scan nor in the history. An
 * entry for a server this run did not scan (a shared file, a cron job per group) is not news.
 */
function unmatched(entries: IgnoreEntry[], targets: Target[], snapshots: (Snapshot | null)[], store: Store, now: string): ScanResult['unmatchedIgnores'] {
  const out: ScanResult['unmatchedIgnores'] = [];
  const known = new Set(store.servers());
  const scanned = new Map(targets.map((t, i) => [t.id, snapshots[i] ?? null]));
  for (const e of unexpired(entries, now)) {
    if (!scanned.has(e.server)) {
      if (!known.has(e.server)) out.push({ entry: e, why: `no server ${JSON.stringify(e.server)} in this scan or in the history` });
      continue;
    }
    const snap = scanned.get(e.server);
    if (!snap) continue;
    const tool = snap.tools.find((t) => t.name === e.tool);
    if (!tool) out.push({ entry: e, why: `server ${JSON.stringify(e.server)} has no tool ${JSON.stringify(e.tool)}` });
    else if (!present(tool.tool, e.segments)) out.push({ entry: e, why: `tool ${JSON.stringify(e.tool)} of server ${JSON.stringify(e.server)} has nothing at ${e.path}` });
  }
  return out;
}

/**
 * scanOne, with the content engine loaded when the server's analysis will need it: decided before
 * the analysis from what the history holds (first contact, or a manifest other than the reference
 * one), so the engine is loaded once and the server analysed once. An unchanged rescan never needs
 * it, so it never loads a pattern.
 *
 * The decision reads the history outside the server's transaction; if another scan writes this
 * server in between (two scans of one history at once) and the analysis then needs the engine after
 * all, it stops before writing anything (EngineNotLoaded rolls its transaction back) and runs again.
 */
async function scanOneLoading(
  f: Fetched,
  fingerprinted: Snapshot | null,
  toolsByServer: Map<string, Map<string, string>>,
  opts: ScanOptions,
  deps: ScanDeps,
  pause: () => Promise<void>,
): Promise<ServerResult> {
  // One scan id and time for both attempts: the second is the same scan.
  const at = { ts: deps.now().toISOString(), scanId: deps.newScanId() };
  const prepare = deps.heuristics.prepare?.bind(deps.heuristics);
  if (prepare && f.raw && fingerprinted && needsContentJudgement(deps.store.serverState(f.target.id), fingerprinted.manifestHash)) await prepare();
  try {
    return await scanOne(f, fingerprinted, toolsByServer, opts, deps, at, pause);
  } catch (e) {
    if (!(e instanceof EngineNotLoaded) || prepare === undefined) throw e;
  }
  await prepare();
  return scanOne(f, fingerprinted, toolsByServer, opts, deps, at, pause);
}

async function scanOne(
  f: Fetched,
  fingerprinted: Snapshot | null,
  toolsByServer: Map<string, Map<string, string>>,
  opts: ScanOptions,
  deps: ScanDeps,
  { ts, scanId }: { ts: string; scanId: string },
  pause: () => Promise<void>,
): Promise<ServerResult> {
  const { store, heuristics: h } = deps;
  const target = f.target;
  const credentials = deps.connector.credentialsOf(target);
  const credentialHash = credentials.length > 0 ? hmacJson(store.hmacKey(), [...credentials].sort()) : null;
  const recordBase = {
    scanId,
    ts,
    host: deps.host,
    sensorVersion: deps.sensorVersion,
    heuristicsVersion: h.version,
    slugOf: (id: Parameters<Heuristics['meta']>[0]) => h.meta(id).slug,
  };

  if (!f.raw || !fingerprinted) {
    const failure = target.kind === 'invalid' ? { code: 'config', message: target.reason } : deps.connector.describe(f.error);
    if (failure === null) throw f.error;
    const endpoint = deps.connector.endpointOf(target);
    const ctx: RecordContext = { ...recordBase, server: target.id, serverName: null, serverVersion: null, endpoint, drift: null };
    const severity = target.kind === 'invalid' && target.interactive === true ? 'LOW' : 'MEDIUM';
    const records = [errorRecord(ctx, failure.code, failure.message, severity, 'stderrTail' in failure ? failure.stderrTail : undefined)];
    let failing: Severity | null = null;
    if (failure.redirect && endpoint) {
      const h4 = endpointFinding(null, { endpoint, credentialHash }, failure.redirect, h);
      if (h4) {
        const alerts = alertRecords([h4], ctx);
        records.unshift(...alerts);
        const top = maxSeverity(alerts.map((r) => r.severity));
        failing = atOrAbove(top, opts.failOn) ? top : null;
      }
    }
    const { anchors } = store.transaction(() =>
      store.writeScan({
        scanId, serverId: target.id, ts, endpoint, transport: target.kind === 'invalid' ? null : target.kind,
        credentialHash, serverInfo: null, protocolVersion: null, capabilities: null, durationMs: f.durationMs,
        outcome: 'error', error: failure.message, snapshot: null, records, drift: null, autoApprove: null, usedAnnouncements: [],
      }),
    );
    return { server: target.id, status: 'error', outcome: 'error', records, failing, version: null, anchors, standing: [] };
  }

  const raw = f.raw;
  const snapshot = fingerprinted;
  const otherServers = new Map([...toolsByServer].filter(([id]) => id !== target.id));

  return store.transactionAsync(async () => {
    const state = store.serverState(target.id);
    const refRow = state.reference;
    const reference = refRow ? { ...store.loadVersion(target.id, refRow.version), version: refRow.version } : null;
    const result = await analyze({
      pause,
      serverId: target.id,
      snapshot,
      raw,
      credentialHash,
      state,
      lastEndpoint: raw.endpoint.transport === 'manifest' ? null : store.lastEndpoint(target.id),
      reference,
      announcements: store.activeAnnouncements(target.id, ts),
      ignore: activeEntries(opts.ignore, target.id, ts),
      otherServers,
      findDrift: (id) => store.findDrift(id),
      pendingDrift: (version) => store.latestDriftTo(target.id, version),
      lastReminder: (driftId, since) => store.lastReminder(target.id, driftId, since),
      occurrenceRecords: (drift) => (drift.scanId ? store.recordsOfScan(target.id, drift.scanId, drift.firstSeenAt) : []),
      record: recordBase,
      heuristics: h,
      options: { annotations: opts.annotations, failOn: opts.failOn, repeat: opts.repeat, remindMs: opts.remindMs },
    });
    if (result.outcome === 'drift' && reference) {
      const { flowRecordsOfDrift } = await import('./pipeline/toxic-flow-hook.js');
      result.records.push(...flowRecordsOfDrift(store, target.id, reference.tools, snapshot, raw.endpoint.display, result.records, recordBase));
    }
    const written = store.writeScan({
      scanId, serverId: target.id, ts, endpoint: raw.endpoint.display, transport: raw.endpoint.transport,
      credentialHash, serverInfo: raw.serverInfo, protocolVersion: raw.protocolVersion, capabilities: raw.capabilities,
      durationMs: f.durationMs, outcome: 'ok', error: null, snapshot, records: result.records, ...result.write,
    });
    const raised = result.records.filter((r) => r.kind === 'alert').map((r) => r.severity);
    const raisedTop = raised.length > 0 ? maxSeverity(raised) : null;
    const failing = [raisedTop && atOrAbove(raisedTop, opts.failOn) ? raisedTop : null, result.pending].filter(
      (s): s is Severity => s !== null,
    );
    return {
      server: target.id,
      status: 'ok' as const,
      outcome: result.outcome,
      records: result.records,
      failing: failing.length > 0 ? maxSeverity(failing) : null,
      version: written.version,
      anchors: written.anchors,
      standing: result.standing,
    };
  });
}
