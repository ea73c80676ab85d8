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
import { analyze } from './pipeline/analyze.js';
import { alertRecords, errorRecord, type RecordContext } from './pipeline/records.js';
import { endpointFinding } from './heuristics/structural.js';
import { mapPool } from './pipeline/pool.js';

export interface ScanOptions {
  limits: ConnectLimits;
  concurrency: number;
  alg: HashAlg;
  annotations: boolean;
  /** null = `--fail-on none`. */
  failOn: Severity | null;
  repeat: boolean;
}

/** What a plain `scan` does when no flag says otherwise (SPEC §2). */
export const DEFAULT_SCAN_OPTIONS: ScanOptions = {
  limits: { timeoutMs: 30_000, maxTools: 5000, maxBytes: 16 * 1024 * 1024 },
  concurrency: 8,
  alg: 'sha256',
  annotations: true,
  failOn: 'MEDIUM',
  repeat: false,
};

/** How connect/ is reached: injected so that the pipeline is testable without servers. */
export interface Connector {
  fetch(target: Exclude<Target, { kind: 'invalid' }>, limits: ConnectLimits, signal?: AbortSignal): Promise<RawManifest>;
  /** One-line, secret-free description of a failure, with its code; null for errors that are bugs. */
  describe(err: unknown): { code: string; message: string; redirect?: { from: string; to: string } } | null;
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
}

export interface ScanResult {
  servers: ServerResult[];
  records: SentinelRecord[];
  exitCode: 0 | 1 | 2;
}

/** The operator interrupted the scan before anything was written: nothing half-done is stored. */
export class InterruptedError extends Error {
  override name = 'InterruptedError';
  constructor() {
    super('interrupted: servers stopped, nothing written for this scan');
  }
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

  // Fingerprints first: every server's tools (name -> hash) are context for the others (H11).
  const snapshots = fetched.map((f) => (f.raw ? fingerprint(f.raw, { alg: opts.alg, annotations: opts.annotations }) : null));
  const toolsByServer = new Map<string, Map<string, string>>();
  fetched.forEach((f, i) => {
    const snap = snapshots[i];
    if (snap) toolsByServer.set(f.target.id, new Map(snap.tools.map((t) => [t.name, t.hash])));
  });

  const servers = fetched.map((f, i) => scanOne(f, snapshots[i], toolsByServer, opts, deps));
  const records = servers.flatMap((s) => s.records);
  const exitCode = servers.some((s) => s.status === 'error') ? 2 : servers.some((s) => s.failing !== null) ? 1 : 0;
  return { servers, records, exitCode };
}

function scanOne(f: Fetched, fingerprinted: Snapshot | null, toolsByServer: Map<string, Map<string, string>>, opts: ScanOptions, deps: ScanDeps): ServerResult {
  const { store, heuristics: h } = deps;
  const ts = deps.now().toISOString();
  const scanId = deps.newScanId();
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
    const records = [errorRecord(ctx, failure.code, failure.message)];
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
    return { server: target.id, status: 'error', outcome: 'error', records, failing, version: null, anchors };
  }

  const raw = f.raw;
  const snapshot = fingerprinted;
  const otherServers = new Map([...toolsByServer].filter(([id]) => id !== target.id));

  return store.transaction(() => {
    const state = store.serverState(target.id);
    const refRow = state.reference;
    const reference = refRow ? { ...store.loadVersion(target.id, refRow.version), version: refRow.version } : null;
    const result = analyze({
      serverId: target.id,
      snapshot,
      raw,
      credentialHash,
      state,
      reference,
      announcements: store.activeAnnouncements(target.id, ts),
      otherServers,
      findDrift: (id) => store.findDrift(id),
      pendingDrift: (version) => store.latestDriftTo(target.id, version),
      record: recordBase,
      heuristics: h,
      options: { annotations: opts.annotations, failOn: opts.failOn, repeat: opts.repeat },
    });
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
    };
  });
}
