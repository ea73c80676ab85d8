/**
 * The pipeline: connect -> fingerprint -> diff -> heuristics -> history -> report.
 * Servers are fetched concurrently (one's hang never delays the others past its own timeout);
 * then each server's analysis and its writes happen in one IMMEDIATE transaction, in target order.
 */
import type { ChainHead, ConnectLimits, HashAlg, JsonObject, RawManifest, SentinelRecord, Severity, Snapshot, Target } from './model.js';
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
import { profileSplitFindings, type ProfileView } from './pipeline/profile-split.js';
import { itemsOf } from './fingerprint/items.js';
import { canonicalize } from './fingerprint/canonical.js';
import { contentOfTools } from './pipeline/content.js';
import type { ProfileViewWrite } from './history/types.js';
import type { LockInForce } from './lock/reference.js';

/** The lock's part of a scan, loaded only when a lock is in force (a plain scan loads none of it). */
type LockApi = typeof import('./lock/in-scan.js');

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
  /**
   * `--profiles`: every live server is also scanned under each of these client profiles (its own
   * profile is the one judged against the baseline); lists that differ give H16 profile_split.
   */
  profiles?: string[];
  /**
   * `--lock <file>`: the lock is the reference instead of the history's approved version or first
   * contact; a server it does not pin is reported and never approved on first contact.
   */
  lock?: LockInForce | null;
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
  /** Who a live target is presented as (its profile's clientInfo and capabilities); null for a manifest file. */
  identityOf?(target: Target): { profile: string; name: string; version: string; capabilities: JsonObject; isDefault: boolean } | null;
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
  /** With --lock: a record per locked server this run did not scan (not stored: nothing was seen). */
  lockRecords?: SentinelRecord[];
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

/** Another profile's scan of the same server (`--profiles`). */
type ViewFetch = {
  target: Target;
  profile: string;
  raw: RawManifest | null;
  error: unknown;
  snapshot?: Snapshot | null;
  /** The judged client name declaring this profile's capabilities (only when they differ from its own). */
  control?: { raw: RawManifest | null; snapshot?: Snapshot | null };
};
type Fetched = { target: Target; raw: RawManifest | null; error: unknown; durationMs: number; views: ViewFetch[] };

/** The other profiles a live target is scanned under: the list given, less its own. */
function otherProfiles(target: Target, opts: ScanOptions): string[] {
  if (!opts.profiles || opts.profiles.length === 0 || (target.kind !== 'stdio' && target.kind !== 'http')) return [];
  return opts.profiles.filter((p) => p !== target.profile);
}

export async function scanTargets(targets: Target[], opts: ScanOptions, deps: ScanDeps): Promise<ScanResult> {
  let done = 0;
  const running = new Set<string>();
  const fetched = await mapPool(targets, opts.concurrency, async (target): Promise<Fetched> => {
    const started = Date.now();
    running.add(target.id);
    try {
      if (target.kind === 'invalid') return { target, raw: null, error: null, durationMs: 0, views: [] };
      const raw = await deps.connector.fetch(target, opts.limits, deps.signal);
      const durationMs = Date.now() - started;
      // One after the other: --concurrency bounds the servers running at once, views included.
      const views: ViewFetch[] = [];
      const own = canonicalize(deps.connector.identityOf?.(target)?.capabilities ?? {});
      // One control per distinct set of capabilities: the judged client name declaring them.
      const controls = new Map<string, { raw: RawManifest | null }>();
      for (const profile of otherProfiles(target, opts)) {
        const view = { ...target, profile } as Exclude<Target, { kind: 'invalid' }>;
        let fetched: ViewFetch;
        try {
          fetched = { target: view, profile, raw: await deps.connector.fetch(view, opts.limits, deps.signal), error: null };
        } catch (error) {
          fetched = { target: view, profile, raw: null, error };
        }
        const caps = canonicalize(deps.connector.identityOf?.(view)?.capabilities ?? {});
        if (fetched.raw && caps !== own) {
          let control = controls.get(caps);
          if (!control) {
            const probe = { ...target, capabilitiesOf: profile } as Exclude<Target, { kind: 'invalid' }>;
            control = { raw: await deps.connector.fetch(probe, opts.limits, deps.signal).catch(() => null) };
            controls.set(caps, control);
          }
          fetched.control = control;
        }
        views.push(fetched);
      }
      return { target, raw, error: null, durationMs, views };
    } catch (error) {
      return { target, raw: null, error, durationMs: Date.now() - started, views: [] };
    } finally {
      running.delete(target.id);
      deps.onFetched?.(++done, targets.length, [...running]);
    }
  });

  if (deps.signal?.aborted) throw new InterruptedError();
  const pause = pauser(deps.signal);
  const lockApi: LockApi | null = opts.lock ? await import('./lock/in-scan.js') : null;

  // Fingerprints first: every server's tools (name -> hash) are context for the others (H11).
  const snapshots: (Snapshot | null)[] = [];
  for (const f of fetched) {
    await pause();
    snapshots.push(f.raw ? fingerprint(f.raw, { alg: opts.alg, annotations: opts.annotations }) : null);
    for (const v of f.views) {
      v.snapshot = v.raw ? fingerprint(v.raw, { alg: opts.alg, annotations: opts.annotations }) : null;
      // Controls are shared by the views that declare the same capabilities: fingerprinted once.
      if (v.control && v.control.snapshot === undefined) v.control.snapshot = v.control.raw ? fingerprint(v.control.raw, { alg: opts.alg, annotations: opts.annotations }) : null;
    }
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
      servers.push(await scanOneLoading(f, snapshots[i] ?? null, toolsByServer, opts, deps, pause, lockApi));
    }
  } catch (err) {
    if (err instanceof InterruptedError && servers.length > 0) {
      err.written = servers.flatMap((s) => s.records);
      err.message = `interrupted: ${servers.length} of ${fetched.length} servers were written (their records are printed), nothing of the others`;
    }
    throw err;
  }
  const lockRecords = opts.lock && lockApi
    ? lockApi.notScannedRecords(opts.lock, targets.map((t) => t.id), () => ({ scanId: deps.newScanId(), ts: deps.now().toISOString(), host: deps.host, sensorVersion: deps.sensorVersion, heuristicsVersion: deps.heuristics.version }))
    : [];
  const records = [...servers.flatMap((s) => s.records), ...lockRecords];
  // The clock is read only when there are entries: a scan without --ignore reads it as before.
  const unmatchedIgnores = opts.ignore.length === 0 ? [] : unmatched(opts.ignore, targets, snapshots, deps.store, deps.now().toISOString());
  const lockFailing = lockRecords.filter((r) => atOrAbove(r.severity, opts.failOn)).map((r) => ({ status: 'ok' as const, failing: r.severity }));
  return { servers, records, exitCode: exitCodeOf([...servers, ...lockFailing]), unmatchedIgnores, ...(opts.lock ? { lockRecords } : {}) };
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
  lockApi: LockApi | null,
): Promise<ServerResult> {
  // One scan id and time for both attempts: the second is the same scan.
  const at = { ts: deps.now().toISOString(), scanId: deps.newScanId() };
  const prepare = deps.heuristics.prepare?.bind(deps.heuristics);
  if (prepare && f.raw && fingerprinted && needsContentJudgement(lockApi ? lockApi.stateThroughLock(deps.store, f.target.id, lockApi.referenceFor(opts.lock, f.target.id, opts)) : deps.store.serverState(f.target.id), fingerprinted.manifestHash)) await prepare();
  try {
    return await scanOne(f, fingerprinted, toolsByServer, opts, deps, at, pause, lockApi);
  } catch (e) {
    if (!(e instanceof EngineNotLoaded) || prepare === undefined) throw e;
  }
  await prepare();
  return scanOne(f, fingerprinted, toolsByServer, opts, deps, at, pause, lockApi);
}

async function scanOne(
  f: Fetched,
  fingerprinted: Snapshot | null,
  toolsByServer: Map<string, Map<string, string>>,
  opts: ScanOptions,
  deps: ScanDeps,
  { ts, scanId }: { ts: string; scanId: string },
  pause: () => Promise<void>,
  lockApi: LockApi | null,
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
    ...clientProfileOf(deps.connector, target),
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
        clientProfile: deps.connector.identityOf?.(target)?.profile ?? null,
      }),
    );
    return { server: target.id, status: 'error', outcome: 'error', records, failing, version: null, anchors, standing: [] };
  }

  const raw = f.raw;
  const snapshot = fingerprinted;
  const otherServers = new Map([...toolsByServer].filter(([id]) => id !== target.id));

  return store.transactionAsync(async () => {
    const locked = lockApi ? lockApi.referenceFor(opts.lock, target.id, opts) : null;
    const state = lockApi ? lockApi.stateThroughLock(store, target.id, locked) : store.serverState(target.id);
    const refRow = state.reference;
    const reference = locked
      ? { ...locked, version: refRow!.version }
      : refRow ? { ...store.loadVersion(target.id, refRow.version), version: refRow.version } : null;
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
      // Loaded only when a first contact or a change has hint annotations to weigh (H17).
      labels: async () => (await import('./inventory/labels-data.js')).loadLabels(),
      options: { annotations: opts.annotations, failOn: opts.failOn, repeat: opts.repeat, remindMs: opts.remindMs },
    });
    if (result.outcome === 'drift' && reference) {
      const { flowRecordsOfDrift } = await import('./pipeline/toxic-flow-hook.js');
      result.records.push(...flowRecordsOfDrift(store, target.id, reference.tools, snapshot, raw.endpoint.display, result.records, recordBase));
    }
    if (opts.lock && lockApi && !locked) {
      // Not pinned by the lock in force: reported, and never trusted on first use (a fleet host
      // approves nothing on its own; the reviewers add it to the lock).
      result.records.unshift(lockApi.unlockedRecord({ ...recordBase, server: target.id, serverName: snapshot.serverName, serverVersion: snapshot.serverVersion, endpoint: raw.endpoint.display }, opts.lock.file));
      if (result.write.autoApprove?.by === 'first-contact') result.write = { ...result.write, autoApprove: null };
    }
    const identity = deps.connector.identityOf?.(target) ?? null;
    const split = f.views.length > 0 ? await profileSplit(f, snapshot, identity, opts, deps, pause, { ...recordBase, server: target.id, serverName: snapshot.serverName, serverVersion: snapshot.serverVersion, endpoint: raw.endpoint.display, drift: null }) : null;
    const records = split ? [...result.records, ...split.records] : result.records;
    const written = store.writeScan({
      scanId, serverId: target.id, ts, endpoint: raw.endpoint.display, transport: raw.endpoint.transport,
      credentialHash, serverInfo: raw.serverInfo, protocolVersion: raw.protocolVersion, capabilities: raw.capabilities,
      durationMs: f.durationMs, outcome: 'ok', error: null, snapshot, records, ...result.write,
      clientProfile: identity?.profile ?? null,
      ...(split ? { profileViews: split.views } : {}),
    });
    const raised = records.filter((r) => r.kind === 'alert').map((r) => r.severity);
    const raisedTop = raised.length > 0 ? maxSeverity(raised) : null;
    const failing = [raisedTop && atOrAbove(raisedTop, opts.failOn) ? raisedTop : null, result.pending].filter(
      (s): s is Severity => s !== null,
    );
    return {
      server: target.id,
      status: 'ok' as const,
      outcome: result.outcome,
      records,
      failing: failing.length > 0 ? maxSeverity(failing) : null,
      version: written.version,
      anchors: written.anchors,
      standing: result.standing,
    };
  });
}

/**
 * The other profiles' views of one server: H16 findings where their lists differ from the judged
 * one (a split already reported is not reported again unless --repeat), and the rows that record
 * every view with the scan. A view that failed is recorded with its error and compares nothing.
 */
async function profileSplit(
  f: Fetched,
  snapshot: Snapshot,
  identity: ReturnType<NonNullable<Connector['identityOf']>> | null,
  opts: ScanOptions,
  deps: ScanDeps,
  pause: () => Promise<void>,
  ctx: RecordContext,
): Promise<{ records: SentinelRecord[]; views: ProfileViewWrite[] }> {
  const views: ProfileView[] = [];
  const rows: ProfileViewWrite[] = [];
  for (const v of f.views) {
    const who = deps.connector.identityOf?.(v.target) ?? { profile: v.profile, name: v.profile, version: '', capabilities: {}, isDefault: false };
    const snap = v.snapshot ?? null;
    views.push({ profile: v.profile, clientName: who.name, capabilities: who.capabilities, snapshot: snap, ...(v.control ? { control: v.control.snapshot ?? null } : {}) });
    const failure = v.raw ? null : deps.connector.describe(v.error);
    if (!v.raw && failure === null) throw v.error;
    rows.push({
      profile: v.profile,
      clientInfo: { name: who.name, version: who.version },
      capabilities: who.capabilities,
      outcome: snap ? 'ok' : 'error',
      error: failure ? `${failure.code}: ${failure.message}` : null,
      manifestHash: snap?.manifestHash ?? null,
      items: snap ? itemsOf(snap).map((i) => ({ kind: i.kind, key: i.key, hash: i.hash, value: i.value })) : null,
    });
  }
  const primary = { profile: identity?.profile ?? 'default', clientName: identity?.name ?? '', capabilities: identity?.capabilities ?? {}, snapshot };
  let findings = profileSplitFindings(f.target.id, primary, views, deps.heuristics.meta('H16').severity);
  if (!opts.repeat && findings.length > 0) {
    const reported = new Set(
      deps.store
        .events({ server: f.target.id, type: 'profile_split' })
        .flatMap((r) => r.evidence?.findings ?? [])
        .flatMap((x) => (x.heuristic_id === 'H16' ? [x.detail.split_id] : [])),
    );
    findings = findings.filter((x) => !reported.has(x.detail.split_id));
  }
  if (findings.length === 0) return { records: [], views: rows };
  // A tool shown only to another identity never reached the judged list's first contact: its
  // text is judged here, whole, like a tool at first contact (each once per split reported).
  const judged = new Map(snapshot.tools.map((t) => [t.name, t.hash]));
  const hidden = new Map<string, Snapshot['tools'][number]>();
  for (const x of findings) {
    const snap = views.find((v) => v.profile === x.detail.profile)?.snapshot;
    for (const t of snap?.tools ?? []) if (judged.get(t.name) !== t.hash && !hidden.has(t.name)) hidden.set(t.name, t);
  }
  const content = hidden.size > 0 ? await contentOfTools([...hidden.values()], 'profile_split', snapshot.tools.map((t) => t.name), deps.heuristics, pause) : [];
  return { records: alertRecords([...findings, ...content], ctx), views: rows };
}

/** Records name the identity a scan presented, unless it was the sensor's own. */
function clientProfileOf(connector: Connector, target: Target): { clientProfile?: string } {
  const who = connector.identityOf?.(target);
  return who && !who.isDefault ? { clientProfile: who.profile } : {};
}
