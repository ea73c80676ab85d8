/**
 * Loading one spool into the history: its chain is checked, the session is judged against the
 * history, and the records are written in one transaction as a scan of kind `tap` (no endpoint,
 * no manifest: a tap session never moves a server's baseline, its last endpoint or its versions).
 * The scan id is the session's, so a session already loaded is recognised and not loaded twice.
 */
import type { JsonObject, SentinelRecord } from '../model.js';
import type { Store } from '../history/types.js';
import type { Heuristics } from '../heuristics/types.js';
import { checkSpool } from './spool.js';
import { judgeSession, listHash, type Baseline } from './judge.js';
import { toolsOnlyHash } from '../fingerprint/snapshot.js';
import type { SurfaceList } from '../model.js';
import { tapRecords } from './records.js';

export interface IngestDeps {
  store: Store;
  heuristics: Heuristics;
  host: string;
  sensorVersion: string;
}

export type IngestOutcome =
  | { status: 'ingested'; server: string; session: string; records: SentinelRecord[] }
  | { status: 'already'; server: string; session: string }
  /** The session has not ended (its tap still runs, or was killed before it could say so). */
  | { status: 'open'; server: string; session: string }
  | { status: 'broken'; line: number; reason: string };

export async function ingestSpool(text: string, deps: IngestDeps, opts: { acceptOpen: boolean }): Promise<IngestOutcome> {
  const check = checkSpool(text);
  if (!check.ok) return { status: 'broken', line: check.line, reason: check.reason };
  const lines = check.lines;
  const head = lines[0];
  if (head.type !== 'session') return { status: 'broken', line: 1, reason: 'the first line is not the session line' };
  const last = lines[lines.length - 1];
  const { server, session } = head;
  if (last.type !== 'end' && !opts.acceptOpen) return { status: 'open', server, session };
  const scanId = `tp-${session}`;
  const { store, heuristics } = deps;
  const loaded = () => store.events({ server, since: head.started }).some((r) => r.scan_id === scanId);
  if (loaded()) return { status: 'already', server, session };

  const state = store.serverState(server);
  // A session's lists are judged one list at a time: the tools against the baseline's tools alone
  // (its manifest hash covers every list since fingerprint 2), the others against theirs, when the
  // scan that made the baseline read them.
  let baseline: Baseline | null = null;
  if (state.reference) {
    const v = store.loadVersion(server, state.reference.version);
    baseline = { version: state.reference.version, manifestHash: toolsOnlyHash(v), alg: v.alg, tools: v.tools, serverVersion: v.serverVersion, ...(v.fingerprint >= 2 ? { items: v } : {}) };
  }
  let scannerHash: string | null = null;
  const scannerLists: Partial<Record<SurfaceList, string>> = {};
  if (state.latest) {
    const v = store.loadVersion(server, state.latest.version);
    scannerHash = toolsOnlyHash(v);
    if (v.fingerprint >= 2) {
      for (const [list, kind] of [['prompts', 'prompt'], ['resources', 'resource'], ['resourceTemplates', 'resource_template']] as const) {
        if (!v.unavailable.includes(list)) scannerLists[list] = listHash(v.alg, v, kind);
      }
    }
  }
  await heuristics.prepare?.();
  const findings = await judgeSession({ lines, baseline, scannerHash, scannerLists, heuristics, annotations: true });
  const init = lines.find((l) => l.type === 'initialize');
  const info = init?.type === 'initialize' && init.server_info && typeof init.server_info === 'object' && !Array.isArray(init.server_info) ? (init.server_info as JsonObject) : null;
  const ts = 't' in last ? last.t : head.started;
  const records = tapRecords(findings, {
    scanId,
    ts,
    host: deps.host,
    sensorVersion: deps.sensorVersion,
    heuristicsVersion: heuristics.version,
    server,
    serverName: typeof info?.name === 'string' ? info.name : null,
    serverVersion: typeof info?.version === 'string' ? info.version : null,
    endpoint: head.endpoint,
    slugOf: (id) => heuristics.meta(id).slug,
  });
  if (records.length === 0) return { status: 'ingested', server, session, records };
  // Checked again inside the transaction: two ingests at once load a session once.
  const wrote = store.transaction(() => {
    if (loaded()) return false;
    store.writeScan({
      scanId,
      serverId: server,
      ts,
      endpoint: null,
      transport: 'tap',
      credentialHash: null,
      serverInfo: info,
      protocolVersion: init?.type === 'initialize' && typeof init.protocol_version === 'string' ? init.protocol_version : null,
      capabilities: null,
      durationMs: Math.max(0, Date.parse(ts) - Date.parse(head.started)) || 0,
      outcome: 'ok',
      error: null,
      snapshot: null,
      records,
      drift: null,
      autoApprove: null,
      usedAnnouncements: [],
    });
    return true;
  });
  return wrote ? { status: 'ingested', server, session, records } : { status: 'already', server, session };
}
