import { randomBytes } from 'node:crypto';
import type { ChainHead, JsonValue, Snapshot } from '../model.js';
import { FINGERPRINT_VERSION, severityRank } from '../model.js';
import { hashJson } from '../fingerprint/hash.js';
import type { ChainWriter } from './chain.js';
import { HistoryError } from './errors.js';
import { findAnnouncement, latestVersion, serverSeq, versionByNumber } from './reads.js';
import type { Sql } from './sql.js';
import type { Announcement, ApprovalRow, NewAnnouncement, ProfileViewWrite, ScanWrite, ScanWriteResult } from './types.js';

/**
 * Writes. Every function here runs inside the caller's BEGIN IMMEDIATE transaction and only
 * appends rows through the chain: nothing is updated or deleted, ever.
 */

interface Ctx {
  sql: Sql;
  chain: ChainWriter;
}

function json(v: unknown): string | null {
  return v === null || v === undefined ? null : JSON.stringify(v);
}

function ensureServer(c: Ctx, serverId: string, ts: string): number {
  return serverSeq(c.sql, serverId) ?? c.chain.append('servers', { id: serverId, created_at: ts });
}

/** Full JSON stored once per distinct content (the key covers `_meta` too, which the tool hash leaves out). */
function storeSnapshot(c: Ctx, value: JsonValue): number {
  const contentHash = hashJson('sha256', value);
  const existing = c.sql.value<number>('SELECT seq FROM tool_snapshots WHERE content_hash = ?', contentHash);
  return existing ?? c.chain.append('tool_snapshots', { content_hash: contentHash, json: JSON.stringify(value) });
}

/** The version of this manifest: the existing one when it was seen before (it keeps its number), else the next. */
function recordManifest(c: Ctx, server: number, snap: Snapshot, ts: string): { seq: number; version: number; isNew: boolean } {
  const seen = c.sql.get<{ seq: number; version: number }>(
    'SELECT seq, version FROM manifest_versions WHERE server_seq = ? AND manifest_hash = ?',
    server,
    snap.manifestHash,
  );
  if (seen) return { ...seen, isNew: false };
  const version = (c.sql.value<number>('SELECT max(version) FROM manifest_versions WHERE server_seq = ?', server) ?? 0) + 1;
  const seq = c.chain.append('manifest_versions', {
    server_seq: server,
    version,
    manifest_hash: snap.manifestHash,
    alg: snap.alg,
    first_seen: ts,
    server_name: snap.serverName,
    server_version: snap.serverVersion,
    tool_count: snap.tools.length + snap.malformed.length,
  });
  for (const t of snap.tools) {
    c.chain.append('version_tools', { mv_seq: seq, name: t.name, tool_hash: t.hash, snapshot_seq: storeSnapshot(c, t.tool), malformed_reason: null, malformed_index: null });
  }
  for (const m of snap.malformed) {
    c.chain.append('version_tools', { mv_seq: seq, name: m.name, tool_hash: m.hash, snapshot_seq: storeSnapshot(c, m.raw), malformed_reason: m.reason, malformed_index: m.index });
  }
  for (const i of snap.items ?? []) {
    c.chain.append('version_items', { mv_seq: seq, kind: i.kind, identity: i.id, item_hash: i.hash, snapshot_seq: storeSnapshot(c, i.item), malformed_reason: null, malformed_index: null });
  }
  for (const m of snap.malformedItems ?? []) {
    c.chain.append('version_items', { mv_seq: seq, kind: m.kind, identity: m.id, item_hash: m.hash, snapshot_seq: storeSnapshot(c, m.raw), malformed_reason: m.reason, malformed_index: m.index });
  }
  c.chain.append('manifest_fingerprints', { mv_seq: seq, fingerprint: FINGERPRINT_VERSION, unavailable: JSON.stringify(snap.unavailable ?? []) });
  return { seq, version, isNew: true };
}

export function writeScan(c: Ctx, w: ScanWrite): ScanWriteResult {
  const server = ensureServer(c, w.serverId, w.ts);
  const seen = w.snapshot ? recordManifest(c, server, w.snapshot, w.ts) : null;
  c.chain.append('scans', {
    scan_id: w.scanId,
    server_seq: server,
    ts: w.ts,
    endpoint: w.endpoint,
    transport: w.transport,
    credential_hash: w.credentialHash,
    server_info: json(w.serverInfo),
    protocol_version: w.protocolVersion,
    capabilities: json(w.capabilities),
    outcome: w.outcome,
    error: w.error,
    duration_ms: w.durationMs,
    mv_seq: seen?.seq ?? null,
    client_profile: w.clientProfile ?? null,
  });
  for (const v of w.profileViews ?? []) appendProfileView(c, server, w, v);
  const anchors: ChainHead[] = [];
  for (const r of w.records) {
    const seq = c.chain.append('events', {
      server_seq: r.server === w.serverId ? server : ensureServer(c, r.server, w.ts),
      scan_id: r.scan_id,
      ts: r.ts,
      kind: r.kind,
      type: r.type,
      severity_rank: severityRank(r.severity),
      alert_id: r.alert_id,
      record: JSON.stringify(r),
    });
    anchors.push({ seq, hash: `sha256:${c.chain.lastHash.toString('hex')}` });
  }
  if (w.drift) {
    const to = w.drift.toVersion ?? seen?.version;
    if (to === undefined) throw new HistoryError('usage', `scan ${w.scanId} remembers a drift but saw no manifest`);
    c.chain.append('drifts', {
      drift_id: w.drift.driftId,
      server_seq: server,
      from_version: w.drift.fromVersion,
      to_version: to,
      severity: w.drift.severity,
      first_seen: w.ts,
      scan_id: w.scanId,
    });
  }
  if (w.autoApprove) {
    if (!seen) throw new HistoryError('usage', `scan ${w.scanId} approves a version but saw no manifest`);
    appendApproval(c, server, seen.seq, w.ts, w.autoApprove.by, w.autoApprove.note);
  }
  for (const id of w.usedAnnouncements) {
    const seq = c.sql.value<number>('SELECT seq FROM announcements WHERE id = ?', id);
    if (seq === undefined) throw new HistoryError('not_found', `no announcement ${id}`);
    c.chain.append('announcement_uses', { announcement_seq: seq, drift_id: w.drift?.driftId ?? null, scan_id: w.scanId, used_at: w.ts });
  }
  return { version: seen?.version ?? null, newVersion: seen?.isNew ?? false, anchors };
}

/** A view's items are stored the first time this profile shows this manifest; later rows name the hash only. */
function appendProfileView(c: Ctx, server: number, w: ScanWrite, v: ProfileViewWrite): void {
  const seen = v.manifestHash !== null && c.sql.value<number>(
    'SELECT seq FROM profile_views WHERE server_seq = ? AND profile = ? AND manifest_hash = ? AND items IS NOT NULL LIMIT 1',
    server, v.profile, v.manifestHash,
  ) !== undefined;
  const items = v.items === null || seen ? null : JSON.stringify(v.items.map((i) => [i.kind, i.key, i.hash, storeSnapshot(c, i.value)]));
  c.chain.append('profile_views', {
    scan_id: w.scanId,
    server_seq: server,
    profile: v.profile,
    client_info: JSON.stringify(v.clientInfo),
    capabilities: JSON.stringify(v.capabilities),
    outcome: v.outcome,
    error: v.error,
    manifest_hash: v.manifestHash,
    item_count: v.items?.length ?? null,
    items,
  });
}

function appendApproval(c: Ctx, server: number, mvSeq: number, at: string, by: string, note: string | null): void {
  c.chain.append('approvals', { server_seq: server, mv_seq: mvSeq, approved_at: at, approved_by: by, note });
}

/** Approves a version (null = the latest). A new row; an older approval stays on record. */
export function approve(c: Ctx, serverId: string, version: number | null, by: string, note: string | null, now: string): ApprovalRow {
  const server = serverSeq(c.sql, serverId);
  if (server === undefined) throw new HistoryError('not_found', `no server ${serverId} in history`);
  const v = version === null ? latestVersion(c.sql, server, serverId) : versionByNumber(c.sql, server, serverId, version);
  if (!v) throw new HistoryError('not_found', version === null ? `server ${serverId} has no manifest version yet` : `no manifest version ${version} for server ${serverId}`);
  appendApproval(c, server, v.seq, now, by, note);
  return { serverId, version: v.version, manifestHash: v.manifestHash, approvedAt: now, approvedBy: by, note };
}

function stringList(name: string, v: unknown): string {
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw new HistoryError('usage', `announcement ${name} must be a list of strings`);
  return JSON.stringify(v);
}

export function addAnnouncement(c: Ctx, a: NewAnnouncement, now: string): Announcement {
  const id = `an-${randomBytes(8).toString('hex')}`;
  c.chain.append('announcements', {
    id,
    server_id: a.serverId,
    server_version: a.version,
    tool: a.tool,
    adds_param: stringList('addsParam', a.addsParam),
    removes_param: stringList('removesParam', a.removesParam),
    adds_tool: stringList('addsTool', a.addsTool),
    removes_tool: stringList('removesTool', a.removesTool),
    changes: stringList('changes', a.changes),
    created_at: now,
    expires_at: a.expiresAt,
    note: a.note,
    by_whom: a.by,
  });
  const stored = findAnnouncement(c.sql, id);
  if (!stored) throw new HistoryError('integrity', `announcement ${id} was not stored`);
  return stored;
}
