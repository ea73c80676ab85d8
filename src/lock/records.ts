/**
 * The records a lock in force adds to a scan: a server the lock does not pin (`unlocked_server`,
 * MEDIUM: a fleet approves nothing on its own, so a new server waits for the reviewers), and a
 * server the lock pins that this run did not scan (`locked_server_missing`, LOW: removed from the
 * configuration, or configured on other hosts only).
 */
import type { SentinelRecord } from '../model.js';
import { RECORD_SCHEMA } from '../model.js';
import { shortId } from '../fingerprint/hash.js';
import { recordOrigin, type RecordContext } from '../pipeline/records.js';
import type { LockServer } from './format.js';

type Ctx = Omit<RecordContext, 'slugOf' | 'drift'>;

function lockRecord(ctx: Ctx, type: 'unlocked_server' | 'locked_server_missing', severity: 'LOW' | 'MEDIUM', lockFile: string): SentinelRecord {
  return {
    schema: RECORD_SCHEMA,
    kind: 'alert',
    alert_id: shortId('al', [ctx.scanId, ctx.server, type]),
    ...recordOrigin(ctx),
    type,
    tool: null,
    severity,
    risk_score: severity === 'MEDIUM' ? 50 : 20,
    heuristics: [],
    heuristic_ids: [],
    heuristics_version: ctx.heuristicsVersion,
    evidence: { field: null, fragment: null, findings: [], lock: lockFile },
    drift: null,
  };
}

/** A scanned server the lock does not pin. It is recorded, never approved on first contact. */
export function unlockedRecord(ctx: Ctx, lockFile: string): SentinelRecord {
  return lockRecord(ctx, 'unlocked_server', 'MEDIUM', lockFile);
}

/** A locked server this run did not scan (not stored: nothing of it was seen). */
export function missingRecord(ctx: Omit<Ctx, 'server' | 'serverName' | 'serverVersion' | 'endpoint'>, entry: LockServer, lockFile: string): SentinelRecord {
  return lockRecord(
    { ...ctx, server: entry.id, serverName: entry.server_info.name, serverVersion: entry.server_info.version, endpoint: entry.endpoint },
    'locked_server_missing',
    'LOW',
    lockFile,
  );
}
