import type { LabelReview } from '../inventory/reviews.js';
import type { ItemChangeWhat, ItemEntry, MalformedItem, SurfaceList, ChainHead, HashAlg, JsonObject, JsonValue, RecordKind, RecordType, SentinelRecord, Severity, Snapshot, ToolEntry, MalformedEntry } from '../model.js';

/** What a stored manifest version holds besides tools, and the fingerprint version it was hashed with (1: tools only, items unknown). */
export interface StoredItems {
  fingerprint: number;
  items: ItemEntry[];
  malformedItems: MalformedItem[];
  unavailable: SurfaceList[];
}

/** One distinct manifest of a server. */
export interface VersionRow {
  serverId: string;
  version: number;
  manifestHash: string;
  alg: HashAlg;
  /** First time this manifest was seen. */
  capturedAt: string;
  /** Last scan that saw it (derived from scans, never an UPDATE). */
  lastSeenAt: string;
  serverName: string | null;
  serverVersion: string | null;
  toolCount: number;
  /** Latest approval of this version, or null. */
  approvedAt: string | null;
  approvedBy: string | null;
}

export interface ServerState {
  serverId: string;
  /** Newest manifest version, null before the first successful scan. */
  latest: VersionRow | null;
  /** The version of the most recent approval; version 1 while none is approved; null before first contact. */
  reference: VersionRow | null;
  /** True when at least one approval exists for this server. */
  anyApproved: boolean;
  /** The last successful scan of this server id, whatever it read (for H6's version move, H4, and a drift's return). */
  lastScan: { endpoint: string; credentialHash: string | null; ts: string; serverVersion?: string | null; version?: number | null } | null;
}

/** A detected change between two versions (or first contact: fromVersion null). */
export interface DriftRow {
  driftId: string;
  serverId: string;
  fromVersion: number | null;
  toVersion: number;
  /** Highest severity of the alerts it raised when first seen (INFO when wholly declared). */
  severity: Severity;
  firstSeenAt: string;
  /** The scan that reported it (its records are that scan's events); null in rows written without one. */
  scanId?: string | null;
}

export interface Announcement {
  id: string;
  serverId: string;
  version: string | null;
  tool: string | null;
  addsParam: string[];
  removesParam: string[];
  addsTool: string[];
  removesTool: string[];
  changes: Array<'description' | 'schema' | 'annotations' | 'endpoint' | ItemChangeWhat>;
  createdAt: string;
  expiresAt: string;
  note: string | null;
  by: string | null;
  /** Set once it has covered a drift (from an append-only use row). */
  usedAt: string | null;
  usedByDrift: string | null;
}

export type NewAnnouncement = Omit<Announcement, 'id' | 'createdAt' | 'usedAt' | 'usedByDrift'>;

/** The operator's trust in a server's annotations (`trust`): the latest row of a server is in force. */
export interface TrustRow {
  serverId: string;
  /** True: its annotations may take capability labels away (inventory). */
  annotations: boolean;
  by: string;
  note: string | null;
  at: string;
}

/** A person's reading of one capability label of one tool (`label`), of one server (inventory/reviews.ts). */
export interface LabelReviewRow extends LabelReview {
  serverId: string;
}

export interface ApprovalRow {
  serverId: string;
  version: number;
  manifestHash: string;
  approvedAt: string;
  approvedBy: string;
  note: string | null;
}

/** Everything one server's scan writes, in one BEGIN IMMEDIATE transaction. */
export interface ScanWrite {
  scanId: string;
  serverId: string;
  ts: string;
  /** Endpoint display form (no secrets). */
  endpoint: string | null;
  transport: string | null;
  /** HMAC of the credentials (env values, header values, URL query values) with the DB's key. */
  credentialHash: string | null;
  serverInfo: JsonObject | null;
  protocolVersion: string | null;
  capabilities: JsonObject | null;
  durationMs: number;
  outcome: 'ok' | 'error';
  error: string | null;
  /** The manifest seen (absent when the scan failed). Stored as a new version when its hash is new. */
  snapshot: Snapshot | null;
  /** Records emitted by this scan (alerts, declared, errors) — stored as events in this order. */
  records: SentinelRecord[];
  /** A new drift (or first contact) to remember, so that it is reported once. */
  drift: Omit<DriftRow, 'toVersion' | 'firstSeenAt'> & { toVersion?: number } | null;
  /** Approve the version seen, as part of the same transaction (first-contact, announcement:<id>). */
  autoApprove: { by: string; note: string | null } | null;
  /** Announcements that covered this drift: each becomes used. */
  usedAnnouncements: string[];
  /** The client profile the scan presented (`--profile`, a client configuration's own); absent for a manifest file. */
  clientProfile?: string | null;
  /** `--profiles`: what each other profile was shown, recorded beside the scan (never compared with the baseline). */
  profileViews?: ProfileViewWrite[];
}

/** One other profile's view of the server in a `--profiles` scan. */
export interface ProfileViewWrite {
  profile: string;
  clientInfo: JsonObject;
  capabilities: JsonObject;
  outcome: 'ok' | 'error';
  error: string | null;
  manifestHash: string | null;
  /** Every item (kind, key, hash, value as sent), generic over the kinds of item. */
  items: Array<{ kind: string; key: string; hash: string; value: JsonValue }> | null;
}

/** A stored profile view (`profileViews`). */
export interface ProfileViewRow {
  scanId: string;
  profile: string;
  clientInfo: JsonObject;
  outcome: 'ok' | 'error';
  error: string | null;
  manifestHash: string | null;
  itemCount: number | null;
}

export interface ScanWriteResult {
  /** Version number of the manifest seen (null when the scan failed). */
  version: number | null;
  newVersion: boolean;
  /** Where each of `records` was stored in the chain, in the same order. */
  anchors: ChainHead[];
}

export interface EventFilter {
  server?: string;
  kind?: RecordKind;
  type?: RecordType;
  /** Minimum severity. */
  severity?: Severity;
  since?: string;
  until?: string;
  limit?: number;
  /** Add each record's chain_head (its row's seq and row_hash). */
  anchors?: boolean;
}

/** A chain head seen outside the file: a record's chain_head (with its seq), or a bare `--expect-head` hash. */
export interface Anchor {
  seq: number | null;
  hash: string;
  /** How to name it in a failure ("alert al-… (anchors.jsonl line 12)", "expected head"). */
  label: string;
}

export type VerifyResult =
  /** `head` is the last record's seq and row_hash: kept outside the file (a SIEM, a log), it also reveals a truncated tail. */
  | { ok: true; records: number; head?: { seq: number; hash: string }; anchors?: number }
  | { ok: false; records: number; table: string; seq: number | null; reason: string };

/** The history, as the rest of the program sees it. Only history/ knows SQL. */
export interface Store {
  readonly path: string;
  close(): void;
  /** Random per-database key for credential HMACs (created with the database). */
  hmacKey(): Buffer;
  /** Runs fn inside BEGIN IMMEDIATE … COMMIT (ROLLBACK on throw). Reads inside see a stable state. */
  transaction<T>(fn: () => T): T;
  /**
   * Like `transaction`, for work that yields to the event loop on the way (a long analysis that a
   * signal must be able to stop): COMMIT once fn resolves, ROLLBACK when it rejects. Nothing else
   * may use the store until it settles.
   */
  transactionAsync<T>(fn: () => Promise<T>): Promise<T>;
  serverState(serverId: string): ServerState;
  /**
   * The endpoint and credential hash of the last successful scan of a live server (stdio, HTTP,
   * SSE) under this id, for H4. Scans of a `--manifest` file are passed over: a file is a copy of a
   * manifest, not a place the server answers from.
   */
  lastEndpoint(serverId: string): { endpoint: string; credentialHash: string | null } | null;
  /** The tools of one stored version, sorted by name, with their stored hashes. */
  loadVersion(serverId: string, version: number): { tools: ToolEntry[]; malformed: MalformedEntry[]; serverName: string | null; serverVersion: string | null; manifestHash: string; alg: HashAlg } & StoredItems;
  findDrift(driftId: string): DriftRow | null;
  /** The latest drift row whose toVersion is this version (to tell a pending drift's severity). */
  latestDriftTo(serverId: string, version: number): DriftRow | null;
  /** When the last `pending` reminder of a drift was stored, at or after `since`; null if none. */
  lastReminder(serverId: string, driftId: string, since: string): string | null;
  /** The records a scan of this server stored (found by the scan's time, which is indexed). */
  recordsOfScan(serverId: string, scanId: string, ts: string): SentinelRecord[];
  writeScan(w: ScanWrite): ScanWriteResult;
  approve(serverId: string, version: number | null, by: string, note: string | null, now: string): ApprovalRow;
  addAnnouncement(a: NewAnnouncement, now: string): Announcement;
  /** Records whether the operator trusts a server's annotations (a new row, never an edit). */
  trust(serverId: string, annotations: boolean, by: string, note: string | null, now: string): TrustRow;
  /** The trust in force per server. */
  trusts(): Map<string, TrustRow>;
  /** Records a person's reading of one label of one tool (a new row, never an edit). */
  reviewLabel(row: Omit<LabelReviewRow, 'at'>, now: string): LabelReviewRow;
  /** Every label review, oldest first. */
  labelReviews(): LabelReviewRow[];
  /** Not expired and not used, for this server. */
  activeAnnouncements(serverId: string, now: string): Announcement[];
  listAnnouncements(serverId?: string): Announcement[];
  versions(serverId: string): VersionRow[];
  /** Items beyond tools per manifest version, by kind (prompt, resource, resource_template, instructions). */
  itemCounts?(serverId: string): Map<number, Record<string, number>>;
  servers(): string[];
  events(filter: EventFilter): SentinelRecord[];
  /** The profile views recorded with the scans of a server (`--profiles`), oldest first. */
  profileViews(serverId: string): ProfileViewRow[];
  /** Walks the hash chain and checks the append-only triggers, and the anchors given. */
  verify(anchors?: readonly Anchor[]): VerifyResult;
}
