import type { Severity } from '../model.js';
import type { Store } from './types.js';

/**
 * What waits for the operator, per server: read from the history alone (no server is contacted),
 * so `status` answers "what do I have to look at?" without SQL.
 */
export interface ServerStatus {
  server: string;
  server_name: string | null;
  server_version: string | null;
  /** The last scan that reached the server, or null if none ever did. */
  last_scan_at: string | null;
  /** `ok`, or `error` when the newest scan of this server failed. */
  last_outcome: 'ok' | 'error';
  /** The newest failure since the last good scan: what cron mail would have said. */
  last_error: { ts: string; error_code: string | null; reason: string | null } | null;
  approved_version: number | null;
  approved_at: string | null;
  approved_by: string | null;
  latest_version: number | null;
  /** A manifest that waits for `approve`: a drift from the approved version, or a first contact that alerted. */
  pending: {
    what: 'drift' | 'first_contact';
    drift_id: string | null;
    version: number;
    since: string;
    age_days: number;
    top_severity: Severity;
    needs: 'approve';
  } | null;
}

/** Every server in the history, sorted by id. `now` is passed in so that ages are testable. */
export function serverStatuses(store: Store, now: Date): ServerStatus[] {
  return store
    .servers()
    .sort()
    .map((server) => statusOf(store, server, now));
}

function statusOf(store: Store, server: string, now: Date): ServerStatus {
  const state = store.serverState(server);
  const lastScan = state.lastScan?.ts ?? null;
  const [lastError] = store.events({ server, kind: 'error', limit: 1, ...(lastScan ? { since: lastScan } : {}) });
  const failedLast = lastError !== undefined && (lastScan === null || lastError.ts > lastScan);
  const approved = state.anyApproved ? state.reference : null;
  const latest = state.latest;
  let pending: ServerStatus['pending'] = null;
  if (latest && state.reference) {
    const drift = store.latestDriftTo(server, latest.version);
    // A first contact that alerted at --fail-on was not approved on first use: it waits too.
    const waiting = state.anyApproved ? latest.version !== state.reference.version : true;
    if (waiting) {
      const since = drift?.firstSeenAt ?? latest.capturedAt;
      pending = {
        what: state.anyApproved ? 'drift' : 'first_contact',
        drift_id: drift?.driftId ?? null,
        version: latest.version,
        since,
        age_days: Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 86_400_000)),
        top_severity: drift?.severity ?? 'INFO',
        needs: 'approve',
      };
    }
  }
  return {
    server,
    server_name: latest?.serverName ?? null,
    server_version: latest?.serverVersion ?? null,
    last_scan_at: lastScan,
    last_outcome: failedLast ? 'error' : 'ok',
    last_error: failedLast ? { ts: lastError.ts, error_code: lastError.error_code ?? null, reason: lastError.reason ?? null } : null,
    approved_version: approved?.version ?? null,
    approved_at: approved?.approvedAt ?? null,
    approved_by: approved?.approvedBy ?? null,
    latest_version: latest?.version ?? null,
    pending,
  };
}

/** Whether a server needs someone: a pending manifest or a failing scan. */
export function waits(s: ServerStatus): boolean {
  return s.pending !== null || s.last_outcome === 'error';
}
