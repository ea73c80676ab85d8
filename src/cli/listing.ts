/**
 * The JSON that the non-record commands print (history, approve, announce), in the records'
 * convention: snake_case keys, and the same name for the same thing everywhere (`server` as in the
 * records, `manifest_hash` as in the history). The history's own objects stay camelCase: only
 * what an operator reads or feeds back is named here.
 */
import type { Announcement, ApprovalRow } from '../history/types.js';

export function approvalListing(r: ApprovalRow): Record<string, unknown> {
  return {
    server: r.serverId,
    version: r.version,
    manifest_hash: r.manifestHash,
    approved_at: r.approvedAt,
    approved_by: r.approvedBy,
    note: r.note,
  };
}

/** What `announce` and `announce --list` print; `announce --file` takes it back as written. */
export function announcementListing(a: Announcement): Record<string, unknown> {
  return {
    id: a.id,
    server: a.serverId,
    version: a.version,
    tool: a.tool,
    adds_param: a.addsParam,
    removes_param: a.removesParam,
    adds_tool: a.addsTool,
    removes_tool: a.removesTool,
    changes: a.changes,
    created_at: a.createdAt,
    expires_at: a.expiresAt,
    note: a.note,
    by: a.by,
    used_at: a.usedAt,
    used_by_drift: a.usedByDrift,
  };
}
