/**
 * The history's schema, as an ordered list of migrations keyed by `PRAGMA user_version`.
 * A later schema change is one more entry at the end of MIGRATIONS; an applied migration is never
 * edited (old databases were built from its exact text, and `verify` compares trigger SQL).
 *
 * Every table but `chain` carries the hash-chain columns: `seq` (a global sequence number, also the
 * rowid, so a row is found by its chain position without another index), `prev_hash`, `row_hash`.
 * `chain` maps each seq to its table, which makes the chain head one indexed lookup and lets
 * `verify` notice a deleted row (a chain entry without its row, or a gap in seq).
 * Tables are STRICT so a value is stored exactly as it was hashed (no silent type coercion).
 */

/** 'MCSS' — marks the file as ours; a SQLite database with another id is refused, never modified. */
export const APPLICATION_ID = 0x4d435353;
export const APPLICATION_NAME = 'mcp-schema-sentinel';
export const APPEND_ONLY_MESSAGE = 'mcp-schema-sentinel history is append-only';

export interface Migration {
  /** The user_version after this migration. */
  version: number;
  /** Tables this migration creates; each gets the append-only triggers. */
  tables: string[];
  sql: string;
}

const CHAIN_COLUMNS = 'seq INTEGER PRIMARY KEY, prev_hash BLOB NOT NULL, row_hash BLOB NOT NULL';

const MIGRATION_1 = `
CREATE TABLE chain (seq INTEGER PRIMARY KEY, tbl TEXT NOT NULL) STRICT;

CREATE TABLE meta (${CHAIN_COLUMNS},
  key TEXT NOT NULL, value TEXT NOT NULL, at TEXT NOT NULL) STRICT;
CREATE INDEX meta_key ON meta(key);

CREATE TABLE servers (${CHAIN_COLUMNS},
  id TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL) STRICT;

CREATE TABLE manifest_versions (${CHAIN_COLUMNS},
  server_seq INTEGER NOT NULL REFERENCES servers(seq),
  version INTEGER NOT NULL CHECK (version >= 1),
  manifest_hash TEXT NOT NULL, alg TEXT NOT NULL, first_seen TEXT NOT NULL,
  server_name TEXT, server_version TEXT, tool_count INTEGER NOT NULL,
  UNIQUE (server_seq, version), UNIQUE (server_seq, manifest_hash)) STRICT;

CREATE TABLE tool_snapshots (${CHAIN_COLUMNS},
  content_hash TEXT NOT NULL UNIQUE, json TEXT NOT NULL) STRICT;

CREATE TABLE version_tools (${CHAIN_COLUMNS},
  mv_seq INTEGER NOT NULL REFERENCES manifest_versions(seq),
  name TEXT, tool_hash TEXT NOT NULL,
  snapshot_seq INTEGER NOT NULL REFERENCES tool_snapshots(seq),
  malformed_reason TEXT, malformed_index INTEGER) STRICT;
CREATE INDEX version_tools_mv ON version_tools(mv_seq);

CREATE TABLE scans (${CHAIN_COLUMNS},
  scan_id TEXT NOT NULL, server_seq INTEGER NOT NULL REFERENCES servers(seq), ts TEXT NOT NULL,
  endpoint TEXT, transport TEXT, credential_hash TEXT, server_info TEXT, protocol_version TEXT,
  capabilities TEXT, outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'error')), error TEXT,
  duration_ms REAL NOT NULL, mv_seq INTEGER REFERENCES manifest_versions(seq)) STRICT;
CREATE INDEX scans_last_ok ON scans(server_seq) WHERE outcome = 'ok' AND endpoint IS NOT NULL;
CREATE INDEX scans_mv ON scans(mv_seq) WHERE mv_seq IS NOT NULL;

CREATE TABLE approvals (${CHAIN_COLUMNS},
  server_seq INTEGER NOT NULL REFERENCES servers(seq),
  mv_seq INTEGER NOT NULL REFERENCES manifest_versions(seq),
  approved_at TEXT NOT NULL, approved_by TEXT NOT NULL, note TEXT) STRICT;
CREATE INDEX approvals_server ON approvals(server_seq);
CREATE INDEX approvals_mv ON approvals(mv_seq);

CREATE TABLE announcements (${CHAIN_COLUMNS},
  id TEXT NOT NULL UNIQUE, server_id TEXT NOT NULL, server_version TEXT, tool TEXT,
  adds_param TEXT NOT NULL, removes_param TEXT NOT NULL, adds_tool TEXT NOT NULL,
  removes_tool TEXT NOT NULL, changes TEXT NOT NULL,
  created_at TEXT NOT NULL, expires_at TEXT NOT NULL, note TEXT, by_whom TEXT) STRICT;
CREATE INDEX announcements_server ON announcements(server_id);

CREATE TABLE announcement_uses (${CHAIN_COLUMNS},
  announcement_seq INTEGER NOT NULL REFERENCES announcements(seq),
  drift_id TEXT, scan_id TEXT, used_at TEXT NOT NULL) STRICT;
CREATE INDEX announcement_uses_announcement ON announcement_uses(announcement_seq);

CREATE TABLE drifts (${CHAIN_COLUMNS},
  drift_id TEXT NOT NULL, server_seq INTEGER NOT NULL REFERENCES servers(seq),
  from_version INTEGER, to_version INTEGER NOT NULL, severity TEXT NOT NULL,
  first_seen TEXT NOT NULL, scan_id TEXT) STRICT;
CREATE INDEX drifts_id ON drifts(drift_id);
CREATE INDEX drifts_to ON drifts(server_seq, to_version);

CREATE TABLE events (${CHAIN_COLUMNS},
  server_seq INTEGER NOT NULL REFERENCES servers(seq), scan_id TEXT NOT NULL, ts TEXT NOT NULL,
  kind TEXT NOT NULL, type TEXT, severity_rank INTEGER NOT NULL, alert_id TEXT NOT NULL,
  record TEXT NOT NULL) STRICT;
CREATE INDEX events_ts ON events(ts);
CREATE INDEX events_server_ts ON events(server_seq, ts);
`;

/**
 * Items other than tools (prompts, resources, resource templates, instructions), one row per item
 * of a manifest version, their JSON in tool_snapshots (a content store, whatever the kind). And the
 * fingerprint version each manifest version was hashed with: a version without a row here was
 * written before items were listed (fingerprint 1, tools only).
 */
const MIGRATION_2 = `
CREATE TABLE version_items (${CHAIN_COLUMNS},
  mv_seq INTEGER NOT NULL REFERENCES manifest_versions(seq),
  kind TEXT NOT NULL, identity TEXT, item_hash TEXT NOT NULL,
  snapshot_seq INTEGER NOT NULL REFERENCES tool_snapshots(seq),
  malformed_reason TEXT, malformed_index INTEGER) STRICT;
CREATE INDEX version_items_mv ON version_items(mv_seq);

CREATE TABLE manifest_fingerprints (${CHAIN_COLUMNS},
  mv_seq INTEGER NOT NULL UNIQUE REFERENCES manifest_versions(seq),
  fingerprint INTEGER NOT NULL, unavailable TEXT NOT NULL) STRICT;
`;

/**
 * The client identity a scan presented (`--profile`, a client configuration's own), and the lists
 * the other profiles of `--profiles` saw: one row per profile per scan, with the items (kind, name,
 * hash, snapshot) only the first time that profile shows that manifest, so a repeated scan adds
 * little. Old scan rows have no profile (NULL columns leave their row hashes as they were).
 */
const MIGRATION_3 = `
ALTER TABLE scans ADD COLUMN client_profile TEXT;

CREATE TABLE profile_views (${CHAIN_COLUMNS},
  scan_id TEXT NOT NULL, server_seq INTEGER NOT NULL REFERENCES servers(seq), profile TEXT NOT NULL,
  client_info TEXT NOT NULL, capabilities TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'error')), error TEXT,
  manifest_hash TEXT, item_count INTEGER, items TEXT) STRICT;
CREATE INDEX profile_views_seen ON profile_views(server_seq, profile, manifest_hash);
`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    tables: [
      'chain', 'meta', 'servers', 'manifest_versions', 'tool_snapshots', 'version_tools', 'scans',
      'approvals', 'announcements', 'announcement_uses', 'drifts', 'events',
    ],
    sql: MIGRATION_1,
  },
  { version: 2, tables: ['version_items', 'manifest_fingerprints'], sql: MIGRATION_2 },
  { version: 3, tables: ['profile_views'], sql: MIGRATION_3 },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/** Every table created up to a schema version (all are append-only). */
export function tablesAt(version: number): string[] {
  return MIGRATIONS.filter((m) => m.version <= version).flatMap((m) => m.tables);
}

/** Tables whose rows are hash-chained (all but the chain index itself). */
export function chainedTablesAt(version: number): string[] {
  return tablesAt(version).filter((t) => t !== 'chain');
}

/** The exact trigger statements; `verify` compares sqlite_master against them. */
export function appendOnlyTriggers(table: string): Array<{ name: string; sql: string }> {
  return (['update', 'delete'] as const).map((op) => ({
    name: `${table}_no_${op}`,
    sql:
      `CREATE TRIGGER ${table}_no_${op} BEFORE ${op.toUpperCase()} ON ${table} ` +
      `BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY_MESSAGE}'); END`,
  }));
}

export function expectedTriggersAt(version: number): Map<string, { table: string; sql: string }> {
  const out = new Map<string, { table: string; sql: string }>();
  for (const table of tablesAt(version)) {
    for (const t of appendOnlyTriggers(table)) out.set(t.name, { table, sql: t.sql });
  }
  return out;
}
