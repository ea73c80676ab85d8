/**
 * A lock as the reference of a scan: each locked server's entry becomes the baseline the analysis
 * compares with, in place of the history's approved version (or its first contact). The items'
 * definitions are hashed again with the scan's own options (`--hash`, `--no-annotations`), so a lock
 * written with sha512 compares with a sha256 scan, and the other way round.
 */
import type { HashAlg, ItemEntry, JsonObject, MalformedEntry, MalformedItem, SurfaceList, ToolEntry } from '../model.js';
import type { ServerState, VersionRow } from '../history/types.js';
import { hashJson } from '../fingerprint/hash.js';
import { toolHash } from '../fingerprint/snapshot.js';
import type { Lock, LockServer } from './format.js';
import { entryItems, lockManifestHash } from './items.js';

/** A lock in force for a scan, with the file it was read from (for records and SARIF). */
export interface LockInForce {
  lock: Lock;
  file: string;
  /** The lock's text as read, so that SARIF can point at the line of an entry. */
  text?: string;
  /** SARIF: the lock entry is a result's first location (`lock --check`), not only its second. */
  locateFirst?: boolean;
}

/** The reference analyze() takes, built from a lock entry. */
export interface LockReference {
  entry: LockServer;
  manifestHash: string;
  tools: ToolEntry[];
  malformed: MalformedEntry[];
  serverName: string | null;
  serverVersion: string | null;
  /**
   * 2 when the entry pins items beyond tools (they are compared like the history's); 1 for a
   * tools-only entry, whose other items are unknown rather than absent (a lock written before
   * locks carried them): they are judged as met for the first time, as after a fingerprint upgrade.
   */
  fingerprint: number;
  items: ItemEntry[];
  malformedItems: MalformedItem[];
  unavailable: SurfaceList[];
}

export function lockReference(entry: LockServer, opts: { alg: HashAlg; annotations: boolean }): LockReference {
  const tools: ToolEntry[] = [];
  const malformed: MalformedEntry[] = [];
  entry.items.forEach((item, index) => {
    if (item.kind !== 'tool') return;
    const def = item.definition;
    const isObj = typeof def === 'object' && def !== null && !Array.isArray(def);
    // checkLock proved item.hash is the hash of this definition: under the same algorithm, and with
    // nothing the scan's options leave out, it is already the reference hash.
    const same = item.hash.startsWith(`${opts.alg}:`) && (!isObj || opts.annotations || !('annotations' in (def as JsonObject)));
    const hash = same ? item.hash : isObj ? toolHash(def as JsonObject, opts) : hashJson(opts.alg, def);
    if (item.malformed === undefined) tools.push({ name: item.name, tool: def as JsonObject, hash });
    else malformed.push({ index, raw: def, reason: item.malformed, hash, name: item.name === '' ? null : item.name });
  });
  const others = entryItems(entry, opts.alg);
  const unavailable = (entry.unavailable ?? []) as SurfaceList[];
  const hashed = [
    ...tools.map((t) => ({ kind: 'tool', name: t.name, hash: t.hash })),
    ...malformed.map((m) => ({ kind: 'tool', name: m.name ?? '', hash: m.hash, malformed: m.reason })),
    ...others.items.map((i) => ({ kind: i.kind, name: i.id, hash: i.hash })),
    ...others.malformedItems.map((m) => ({ kind: m.kind, name: m.id ?? '', hash: m.hash, malformed: m.reason })),
  ] as Parameters<typeof lockManifestHash>[1];
  const pinsItems = others.items.length + others.malformedItems.length + unavailable.length > 0;
  return {
    entry,
    manifestHash: lockManifestHash(opts.alg, hashed, unavailable),
    tools,
    malformed,
    serverName: entry.server_info.name,
    serverVersion: entry.server_info.version,
    fingerprint: pinsItems ? 2 : 1,
    ...others,
    unavailable,
  };
}

/**
 * The history's state of a server, seen through the lock: the reference is the lock's entry
 * (version 0 when this history never held that manifest, else its version here), counted as
 * approved, so that a first contact is judged as a drift from the lock and nothing waits for a
 * local approval the lock already gave.
 */
export function lockedState(state: ServerState, ref: LockReference): ServerState {
  const known = [state.latest, state.reference].find((v) => v?.manifestHash === ref.manifestHash) ?? null;
  const row: VersionRow = {
    serverId: state.serverId,
    version: known?.version ?? 0,
    manifestHash: ref.manifestHash,
    alg: ref.manifestHash.startsWith('sha512:') ? 'sha512' : 'sha256',
    capturedAt: ref.entry.approved_at ?? '',
    lastSeenAt: known?.lastSeenAt ?? '',
    serverName: ref.serverName,
    serverVersion: ref.serverVersion,
    toolCount: ref.tools.length,
    approvedAt: ref.entry.approved_at,
    approvedBy: ref.entry.approved_by,
  };
  return { ...state, latest: state.latest ?? row, reference: row, anyApproved: true };
}

/** Lock entries of servers this run did not scan. */
export function unscannedEntries(lock: Lock, scanned: ReadonlySet<string>): LockServer[] {
  return lock.servers.filter((s) => !scanned.has(s.id));
}
