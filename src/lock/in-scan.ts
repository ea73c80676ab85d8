/**
 * What a scan asks of the lock in force, in one place so that the pipeline (scan.ts) only calls it:
 * the reference of a locked server (hashed once per scan with the scan's options), the history's
 * state seen through the lock, and the records of locked servers the run did not scan.
 */
import type { HashAlg, SentinelRecord } from '../model.js';
import type { ServerState, Store } from '../history/types.js';
import { lockedState, lockReference, unscannedEntries, type LockInForce, type LockReference } from './reference.js';
import { missingRecord } from './records.js';

export { unlockedRecord } from './records.js';

const references = new WeakMap<LockInForce, Map<string, LockReference | null>>();

/** The lock's reference for a server, or null when no lock is in force or it does not pin the server. */
export function referenceFor(lock: LockInForce | null | undefined, serverId: string, opts: { alg: HashAlg; annotations: boolean }): LockReference | null {
  if (!lock) return null;
  let cache = references.get(lock);
  if (!cache) references.set(lock, (cache = new Map()));
  if (!cache.has(serverId)) {
    const entry = lock.lock.servers.find((s) => s.id === serverId);
    cache.set(serverId, entry ? lockReference(entry, opts) : null);
  }
  return cache.get(serverId) ?? null;
}

/** What the history knows of a server, seen through the lock when one pins it. */
export function stateThroughLock(store: Pick<Store, 'serverState'>, serverId: string, locked: LockReference | null): ServerState {
  const state = store.serverState(serverId);
  return locked ? lockedState(state, locked) : state;
}

/** Locked servers that were not among this run's targets: LOW, printed, not stored (nothing was seen). */
export function notScannedRecords(
  lock: LockInForce,
  targetIds: Iterable<string>,
  ctx: () => { scanId: string; ts: string; host: string; sensorVersion: string; heuristicsVersion: string },
): SentinelRecord[] {
  const missing = unscannedEntries(lock.lock, new Set(targetIds));
  if (missing.length === 0) return [];
  const c = ctx();
  return missing.map((entry) => missingRecord(c, entry, lock.file));
}
