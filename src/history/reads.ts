import type { HashAlg, ItemEntry, ItemKind, JsonValue, JsonObject, MalformedEntry, MalformedItem, SentinelRecord, Severity, SurfaceList, ToolEntry } from '../model.js';
import { severityRank } from '../model.js';
import { compareCodeUnits } from '../fingerprint/snapshot.js';
import { byItem } from '../fingerprint/items.js';
import { HistoryError } from './errors.js';
import type { Sql } from './sql.js';
import type { Announcement, DriftRow, EventFilter, ProfileViewRow, ServerState, StoredItems, VersionRow } from './types.js';

/**
 * Queries. Every one is an indexed lookup or a range over an index, so their cost does not grow
 * with the number of scans already stored (SPEC §11: 100,000 prior scans within 1.1×).
 */

interface VersionDbRow {
  seq: number;
  version: number;
  manifest_hash: string;
  alg: string;
  first_seen: string;
  server_name: string | null;
  server_version: string | null;
  tool_count: number;
  last_seen: string | null;
  approved_at: string | null;
  approved_by: string | null;
}

// lastSeenAt and the approval are derived (newest scan, newest approval row): nothing is ever updated.
const VERSION_SELECT = `
SELECT mv.seq, mv.version, mv.manifest_hash, mv.alg, mv.first_seen, mv.server_name, mv.server_version,
  mv.tool_count,
  (SELECT s.ts FROM scans s WHERE s.mv_seq = mv.seq ORDER BY s.seq DESC LIMIT 1) AS last_seen,
  a.approved_at, a.approved_by
FROM manifest_versions mv
LEFT JOIN approvals a ON a.seq = (SELECT max(x.seq) FROM approvals x WHERE x.mv_seq = mv.seq)`;

function toVersionRow(serverId: string, r: VersionDbRow): VersionRow {
  return {
    serverId,
    version: r.version,
    manifestHash: r.manifest_hash,
    alg: r.alg as HashAlg,
    capturedAt: r.first_seen,
    lastSeenAt: r.last_seen ?? r.first_seen,
    serverName: r.server_name,
    serverVersion: r.server_version,
    toolCount: r.tool_count,
    approvedAt: r.approved_at,
    approvedBy: r.approved_by,
  };
}

export function serverSeq(sql: Sql, serverId: string): number | undefined {
  return sql.value<number>('SELECT seq FROM servers WHERE id = ?', serverId);
}

export function versionByNumber(sql: Sql, serverSeqValue: number, serverId: string, version: number): (VersionRow & { seq: number }) | null {
  const r = sql.get<VersionDbRow>(`${VERSION_SELECT} WHERE mv.server_seq = ? AND mv.version = ?`, serverSeqValue, version);
  return r ? { ...toVersionRow(serverId, r), seq: r.seq } : null;
}

function versionBySeq(sql: Sql, serverId: string, seq: number): VersionRow | null {
  const r = sql.get<VersionDbRow>(`${VERSION_SELECT} WHERE mv.seq = ?`, seq);
  return r ? toVersionRow(serverId, r) : null;
}

export function latestVersion(sql: Sql, serverSeqValue: number, serverId: string): (VersionRow & { seq: number }) | null {
  const r = sql.get<VersionDbRow>(`${VERSION_SELECT} WHERE mv.server_seq = ? ORDER BY mv.version DESC LIMIT 1`, serverSeqValue);
  return r ? { ...toVersionRow(serverId, r), seq: r.seq } : null;
}

export function versions(sql: Sql, serverId: string): VersionRow[] {
  const s = serverSeq(sql, serverId);
  if (s === undefined) return [];
  return sql.all<VersionDbRow>(`${VERSION_SELECT} WHERE mv.server_seq = ? ORDER BY mv.version`, s).map((r) => toVersionRow(serverId, r));
}

/** How many items of each kind beyond tools every manifest version of a server holds (versions without any are absent). */
export function itemCounts(sql: Sql, serverId: string): Map<number, Record<string, number>> {
  const out = new Map<number, Record<string, number>>();
  const s = serverSeq(sql, serverId);
  if (s === undefined) return out;
  const rows = sql.all<{ version: number; kind: string; n: number }>(
    `SELECT mv.version, vi.kind, count(*) AS n FROM version_items vi JOIN manifest_versions mv ON mv.seq = vi.mv_seq
     WHERE mv.server_seq = ? GROUP BY mv.version, vi.kind ORDER BY mv.version, vi.kind`,
    s,
  );
  for (const r of rows) out.set(r.version, { ...(out.get(r.version) ?? {}), [r.kind]: r.n });
  return out;
}

export function serverState(sql: Sql, serverId: string): ServerState {
  const s = serverSeq(sql, serverId);
  if (s === undefined) return { serverId, latest: null, reference: null, anyApproved: false, lastScan: null };
  const approvedSeq = sql.value<number>('SELECT mv_seq FROM approvals WHERE server_seq = ? ORDER BY seq DESC LIMIT 1', s);
  const reference = approvedSeq !== undefined ? versionBySeq(sql, serverId, approvedSeq) : versionByNumber(sql, s, serverId, 1);
  const last = sql.get<{ endpoint: string; credential_hash: string | null; ts: string; server_info: string | null; version: number | null }>(
    `SELECT s.endpoint, s.credential_hash, s.ts, s.server_info, (SELECT mv.version FROM manifest_versions mv WHERE mv.seq = s.mv_seq) AS version
     FROM scans s WHERE s.server_seq = ? AND s.outcome = 'ok' AND s.endpoint IS NOT NULL ORDER BY s.seq DESC LIMIT 1`,
    s,
  );
  const latest = latestVersion(sql, s, serverId);
  return {
    serverId,
    latest: latest ? withoutSeq(latest) : null,
    reference,
    anyApproved: approvedSeq !== undefined,
    lastScan: last
      ? { endpoint: last.endpoint, credentialHash: last.credential_hash, ts: last.ts, serverVersion: versionIn(last.server_info), version: last.version }
      : null,
  };
}

export function lastEndpoint(sql: Sql, serverId: string): { endpoint: string; credentialHash: string | null } | null {
  const s = serverSeq(sql, serverId);
  if (s === undefined) return null;
  // Rows written before the transport was recorded (NULL) came from a server: they count as live.
  const r = sql.get<{ endpoint: string; credential_hash: string | null }>(
    "SELECT endpoint, credential_hash FROM scans WHERE server_seq = ? AND outcome = 'ok' AND endpoint IS NOT NULL AND transport IS NOT 'manifest' ORDER BY seq DESC LIMIT 1",
    s,
  );
  return r ? { endpoint: r.endpoint, credentialHash: r.credential_hash } : null;
}

function withoutSeq(v: VersionRow & { seq: number }): VersionRow {
  const { seq: _seq, ...row } = v;
  return row;
}

export function loadVersion(sql: Sql, serverId: string, version: number) {
  const s = serverSeq(sql, serverId);
  const v = s === undefined ? null : versionByNumber(sql, s, serverId, version);
  if (!v) throw new HistoryError('not_found', `no manifest version ${version} for server ${serverId}`);
  const rows = sql.all<{ name: string | null; tool_hash: string; malformed_reason: string | null; malformed_index: number | null; json: string }>(
    `SELECT vt.name, vt.tool_hash, vt.malformed_reason, vt.malformed_index, t.json
     FROM version_tools vt JOIN tool_snapshots t ON t.seq = vt.snapshot_seq WHERE vt.mv_seq = ? ORDER BY vt.seq`,
    v.seq,
  );
  const tools: ToolEntry[] = [];
  const malformed: MalformedEntry[] = [];
  for (const r of rows) {
    const value = JSON.parse(r.json) as JsonValue;
    if (r.malformed_reason === null) {
      tools.push({ name: r.name ?? '', tool: value as JsonObject, hash: r.tool_hash });
    } else {
      malformed.push({ index: r.malformed_index ?? -1, raw: value, reason: r.malformed_reason, hash: r.tool_hash, name: r.name });
    }
  }
  tools.sort((a, b) => compareCodeUnits(a.name, b.name));
  malformed.sort((a, b) => compareCodeUnits(a.hash, b.hash) || a.index - b.index);
  return { tools, malformed, serverName: v.serverName, serverVersion: v.serverVersion, manifestHash: v.manifestHash, alg: v.alg, ...loadItems(sql, v.seq) };
}

/**
 * The items beyond tools of one manifest version, and the fingerprint version it was hashed with.
 * A version written before items were listed has no fingerprint row: it reads as fingerprint 1,
 * with no items, and its items are unknown (not absent).
 */
function loadItems(sql: Sql, mvSeq: number): StoredItems {
  const fp = sql.get<{ fingerprint: number; unavailable: string }>('SELECT fingerprint, unavailable FROM manifest_fingerprints WHERE mv_seq = ?', mvSeq);
  if (!fp) return { fingerprint: 1, items: [], malformedItems: [], unavailable: [] };
  const rows = sql.all<{ kind: string; identity: string | null; item_hash: string; malformed_reason: string | null; malformed_index: number | null; json: string }>(
    `SELECT vi.kind, vi.identity, vi.item_hash, vi.malformed_reason, vi.malformed_index, t.json
     FROM version_items vi JOIN tool_snapshots t ON t.seq = vi.snapshot_seq WHERE vi.mv_seq = ? ORDER BY vi.seq`,
    mvSeq,
  );
  const items: ItemEntry[] = [];
  const malformedItems: MalformedItem[] = [];
  for (const r of rows) {
    const value = JSON.parse(r.json) as JsonValue;
    const kind = r.kind as ItemKind;
    if (r.malformed_reason === null) items.push({ kind, id: r.identity ?? '', item: value as JsonObject, hash: r.item_hash });
    else malformedItems.push({ kind, index: r.malformed_index ?? -1, raw: value, reason: r.malformed_reason, hash: r.item_hash, id: r.identity });
  }
  items.sort(byItem);
  return { fingerprint: fp.fingerprint, items, malformedItems, unavailable: JSON.parse(fp.unavailable) as SurfaceList[] };
}

interface DriftDbRow {
  drift_id: string;
  server_id: string;
  from_version: number | null;
  to_version: number;
  severity: string;
  first_seen: string;
  scan_id: string | null;
}

const DRIFT_SELECT = `SELECT d.drift_id, s.id AS server_id, d.from_version, d.to_version, d.severity, d.first_seen, d.scan_id
FROM drifts d JOIN servers s ON s.seq = d.server_seq`;

function toDrift(r: DriftDbRow | undefined): DriftRow | null {
  if (!r) return null;
  return {
    driftId: r.drift_id,
    serverId: r.server_id,
    fromVersion: r.from_version,
    toVersion: r.to_version,
    severity: r.severity as Severity,
    firstSeenAt: r.first_seen,
    scanId: r.scan_id,
  };
}

/** The newest row of that drift (a drift may be remembered again after a baseline moved back). */
export function findDrift(sql: Sql, driftId: string): DriftRow | null {
  return toDrift(sql.get<DriftDbRow>(`${DRIFT_SELECT} WHERE d.drift_id = ? ORDER BY d.seq DESC LIMIT 1`, driftId));
}

export function latestDriftTo(sql: Sql, serverId: string, version: number): DriftRow | null {
  const s = serverSeq(sql, serverId);
  if (s === undefined) return null;
  return toDrift(sql.get<DriftDbRow>(`${DRIFT_SELECT} WHERE d.server_seq = ? AND d.to_version = ? ORDER BY d.seq DESC LIMIT 1`, s, version));
}

/**
 * When the last `pending` reminder of this drift was written, at or after `since` (the start of
 * the drift's current occurrence), or null. The reminders are event rows: the chain keeps them.
 * The range starts at `since` on the (server, ts) index, so a long history is never walked.
 */
export function lastReminder(sql: Sql, serverId: string, driftId: string, since: string): string | null {
  const s = serverSeq(sql, serverId);
  if (s === undefined) return null;
  return (
    sql.value<string>(
      `SELECT ts FROM events WHERE server_seq = ? AND ts >= ? AND kind = 'pending' AND json_extract(record, '$.pending.drift_id') = ?
       ORDER BY ts DESC, seq DESC LIMIT 1`,
      s,
      since,
      driftId,
    ) ?? null
  );
}

/** The records one scan of a server stored (its events at that scan's time), in stored order. */
export function recordsOfScan(sql: Sql, serverId: string, scanId: string, ts: string): SentinelRecord[] {
  const s = serverSeq(sql, serverId);
  if (s === undefined) return [];
  return sql
    .all<{ record: string }>('SELECT record FROM events WHERE server_seq = ? AND ts = ? AND scan_id = ? ORDER BY seq', s, ts, scanId)
    .map((r) => JSON.parse(r.record) as SentinelRecord);
}

interface AnnouncementDbRow {
  id: string;
  server_id: string;
  server_version: string | null;
  tool: string | null;
  adds_param: string;
  removes_param: string;
  adds_tool: string;
  removes_tool: string;
  changes: string;
  created_at: string;
  expires_at: string;
  note: string | null;
  by_whom: string | null;
  used_at: string | null;
  used_by_drift: string | null;
}

// Used = the first use row; later ones (if any) do not move it.
const ANNOUNCEMENT_SELECT = `SELECT a.*, u.used_at, u.drift_id AS used_by_drift FROM announcements a
LEFT JOIN announcement_uses u ON u.seq = (SELECT min(x.seq) FROM announcement_uses x WHERE x.announcement_seq = a.seq)`;

function toAnnouncement(r: AnnouncementDbRow): Announcement {
  return {
    id: r.id,
    serverId: r.server_id,
    version: r.server_version,
    tool: r.tool,
    addsParam: JSON.parse(r.adds_param) as string[],
    removesParam: JSON.parse(r.removes_param) as string[],
    addsTool: JSON.parse(r.adds_tool) as string[],
    removesTool: JSON.parse(r.removes_tool) as string[],
    changes: JSON.parse(r.changes) as Announcement['changes'],
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    note: r.note,
    by: r.by_whom,
    usedAt: r.used_at,
    usedByDrift: r.used_by_drift,
  };
}

export function findAnnouncement(sql: Sql, id: string): Announcement | null {
  const r = sql.get<AnnouncementDbRow>(`${ANNOUNCEMENT_SELECT} WHERE a.id = ?`, id);
  return r ? toAnnouncement(r) : null;
}

export function activeAnnouncements(sql: Sql, serverId: string, now: string): Announcement[] {
  return sql
    .all<AnnouncementDbRow>(`${ANNOUNCEMENT_SELECT} WHERE a.server_id = ? AND a.expires_at > ? AND u.seq IS NULL ORDER BY a.seq`, serverId, now)
    .map(toAnnouncement);
}

export function listAnnouncements(sql: Sql, serverId?: string): Announcement[] {
  const rows =
    serverId === undefined
      ? sql.all<AnnouncementDbRow>(`${ANNOUNCEMENT_SELECT} ORDER BY a.seq`)
      : sql.all<AnnouncementDbRow>(`${ANNOUNCEMENT_SELECT} WHERE a.server_id = ? ORDER BY a.seq`, serverId);
  return rows.map(toAnnouncement);
}

export function servers(sql: Sql): string[] {
  return sql.all<{ id: string }>('SELECT id FROM servers ORDER BY id').map((r) => r.id);
}

/** Stored records, oldest first; with `limit`, the most recent N (still oldest first). Bounds are inclusive. */
export function events(sql: Sql, f: EventFilter): SentinelRecord[] {
  const where: string[] = [];
  const params: Array<string | number> = [];
  const add = (cond: string, v: string | number) => {
    where.push(cond);
    params.push(v);
  };
  if (f.server !== undefined) add('server_seq = (SELECT seq FROM servers WHERE id = ?)', f.server);
  if (f.kind !== undefined) add('kind = ?', f.kind);
  if (f.type !== undefined) add('type = ?', f.type);
  if (f.severity !== undefined) add('severity_rank >= ?', severityRank(f.severity));
  if (f.since !== undefined) add('ts >= ?', f.since);
  if (f.until !== undefined) add('ts <= ?', f.until);
  if (f.limit !== undefined && (!Number.isSafeInteger(f.limit) || f.limit < 0)) {
    throw new HistoryError('usage', `events limit must be a non-negative integer, not ${String(f.limit)}`);
  }
  const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
  type EventRow = { record: string; seq: number; row_hash: Buffer };
  const rows =
    f.limit === undefined
      ? sql.all<EventRow>(`SELECT record, seq, row_hash FROM events ${cond} ORDER BY ts, seq`, ...params)
      : sql.all<EventRow>(`SELECT record, seq, row_hash FROM events ${cond} ORDER BY ts DESC, seq DESC LIMIT ?`, ...params, f.limit).reverse();
  return rows.map((r) => {
    const record = JSON.parse(r.record) as SentinelRecord;
    if (f.anchors) record.chain_head = { seq: r.seq, hash: `sha256:${Buffer.from(r.row_hash).toString('hex')}` };
    return record;
  });
}

/** serverInfo.version of a stored scan, for H6 (a version bump with the same manifest). */
function versionIn(serverInfo: string | null): string | null {
  if (serverInfo === null) return null;
  try {
    const info = JSON.parse(serverInfo) as { version?: unknown } | null;
    return info && typeof info.version === 'string' ? info.version : null;
  } catch {
    return null;
  }
}

/** The profile views of a server's `--profiles` scans, oldest first (none before schema 2). */
export function profileViews(sql: Sql, serverId: string): ProfileViewRow[] {
  const s = serverSeq(sql, serverId);
  if (s === undefined) return [];
  const rows = sql.all<{ scan_id: string; profile: string; client_info: string; outcome: 'ok' | 'error'; error: string | null; manifest_hash: string | null; item_count: number | null }>(
    'SELECT scan_id, profile, client_info, outcome, error, manifest_hash, item_count FROM profile_views WHERE server_seq = ? ORDER BY seq',
    s,
  );
  return rows.map((r) => ({
    scanId: r.scan_id,
    profile: r.profile,
    clientInfo: JSON.parse(r.client_info) as JsonObject,
    outcome: r.outcome,
    error: r.error,
    manifestHash: r.manifest_hash,
    itemCount: r.item_count,
  }));
}
