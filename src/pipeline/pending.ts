import type { DriftInfo, HeuristicId, SentinelRecord } from '../model.js';
import type { DriftRow } from '../history/types.js';
import { pendingRecord, type RecordContext } from './records.js';

/** What a scan that sees a drift still waiting for approval needs from the history. */
export interface PendingLookups {
  /** When the drift's last reminder was stored, at or after `since`; null if none. */
  lastReminder: (driftId: string, since: string) => string | null;
  /** The records the drift's occurrence raised when it was reported (stored events of that scan). */
  occurrenceRecords: (drift: DriftRow) => SentinelRecord[];
}

export interface StillPending {
  /** A `pending` reminder when one is due, else nothing. */
  records: SentinelRecord[];
  /**
   * The alerts and declared records the drift raised when it was reported, as stored (same ids): SARIF
   * carries them on every scan while the drift waits, so code scanning keeps them open. Never stored
   * again, never printed as JSONL (the SIEM has them; it gets reminders).
   */
  standing: SentinelRecord[];
}

/**
 * A drift (or a first contact) that waits for approval. A reminder is due when `remindMs` has
 * passed since the drift's occurrence was reported or since its last reminder, whichever is later:
 * the reminder itself is a stored event, so the interval holds across separate cron runs.
 */
export function stillPending(
  drift: DriftRow,
  info: DriftInfo,
  ctx: Omit<RecordContext, 'drift'>,
  opts: { remindMs: number | null; withStanding: boolean },
  lookups: PendingLookups,
): StillPending {
  const occurrence = lookups.occurrenceRecords(drift).filter((r) => r.kind === 'alert' || r.kind === 'declared');
  const standing = opts.withStanding ? occurrence : [];
  if (opts.remindMs === null) return { records: [], standing };
  const now = Date.parse(ctx.ts);
  const since = drift.firstSeenAt;
  const last = lookups.lastReminder(drift.driftId, since) ?? since;
  if (!(now - Date.parse(last) >= opts.remindMs)) return { records: [], standing };
  const ids = new Set<HeuristicId>();
  for (const r of occurrence) if (r.kind === 'alert') for (const id of r.heuristic_ids) ids.add(id);
  const record = pendingRecord(
    { ...ctx, drift: info },
    {
      drift_id: drift.driftId,
      since,
      age_seconds: Math.max(0, Math.floor((now - Date.parse(since)) / 1000)),
      severity: drift.severity,
      version: drift.toVersion,
      needs: 'approve',
      remind_every_seconds: Math.floor(opts.remindMs / 1000),
    },
    [...ids].sort(byId),
  );
  return { records: [record], standing };
}

function byId(a: HeuristicId, b: HeuristicId): number {
  return Number(a.slice(1)) - Number(b.slice(1));
}

/** The drift of a first contact: nothing before it, every tool added. */
export function firstContactDrift(driftId: string, manifestHash: string, tools: string[]): DriftInfo {
  return {
    drift_id: driftId,
    previous_hash: '',
    current_hash: manifestHash,
    baseline_version: 0,
    current_version: 1,
    changed_tools: [],
    added_tools: tools,
    removed_tools: [],
  };
}
