import type BetterSqlite3 from 'better-sqlite3';
import type { SentinelRecord } from '../model.js';
import { ChainWriter } from './chain.js';
import { HistoryError, translated } from './errors.js';
import * as reads from './reads.js';
import { chainedTablesAt } from './schema.js';
import { Sql } from './sql.js';
import type {
  Anchor,
  Announcement,
  ApprovalRow,
  DriftRow,
  EventFilter,
  NewAnnouncement,
  ScanWrite,
  ScanWriteResult,
  ServerState,
  Store,
  TrustRow,
  LabelReviewRow,
  VerifyResult,
  VersionRow,
  ProfileViewRow,
} from './types.js';
import { verifyHistory } from './verify.js';
import * as writes from './writes.js';
import { addTrust, trusts } from './trust.js';
import { addLabelReview, labelReviews } from './label-review.js';

export interface StoreConfig {
  path: string;
  busyTimeoutMs: number;
  schemaVersion: number;
  hmacKey: Buffer;
  /** Key kept outside the database: every write transaction ends with a seal made with it. */
  chainKey?: Buffer;
}

/**
 * The Store over one better-sqlite3 connection. Every method turns SQLite failures into HistoryError;
 * every write runs in BEGIN IMMEDIATE (a savepoint when the caller already opened a transaction).
 */
export class SqliteStore implements Store {
  readonly path: string;
  private readonly sql: Sql;
  /** What the write functions need: statements and the chain. */
  private readonly ctx: { sql: Sql; chain: ChainWriter };
  private closed = false;
  private sealChecked = false;

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly config: StoreConfig,
  ) {
    this.path = config.path;
    this.sql = new Sql(db);
    this.ctx = { sql: this.sql, chain: new ChainWriter(db, new Set(chainedTablesAt(config.schemaVersion))) };
  }

  private run<T>(fn: () => T): T {
    if (this.closed) throw new HistoryError('usage', `history database ${this.path} is closed`);
    return translated(this.path, this.config.busyTimeoutMs, fn);
  }

  private write<T>(fn: () => T): T {
    const outermost = !this.db.inTransaction;
    return this.run(() =>
      this.db
        .transaction(() => {
          if (outermost) this.guardSealed();
          const result = fn();
          if (outermost && this.config.chainKey) this.ctx.chain.seal(this.config.chainKey, new Date().toISOString());
          return result;
        })
        .immediate(),
    );
  }

  /** A history sealed with a chain key is not written without it: its next verify would fail. */
  private guardSealed(): void {
    if (this.config.chainKey || this.sealChecked) return;
    if (this.ctx.chain.lastSeal().headIsSeal) {
      throw new HistoryError('usage', `history database ${this.path} is sealed with a chain key: give --chain-key-file (or MCP_SENTINEL_CHAIN_KEY_FILE) to write to it`);
    }
    this.sealChecked = true;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  hmacKey(): Buffer {
    return Buffer.from(this.config.hmacKey);
  }

  transaction<T>(fn: () => T): T {
    return this.write(fn);
  }

  async transactionAsync<T>(fn: () => Promise<T>): Promise<T> {
    // Writes inside (writeScan) run as savepoints of this transaction: nothing is committed before fn settles.
    if (this.db.inTransaction) throw new HistoryError('usage', 'transactionAsync cannot be nested');
    this.run(() => this.db.exec('BEGIN IMMEDIATE'));
    let value: T;
    try {
      // The same guard and seal as write(): this is the outermost transaction of what fn writes.
      this.run(() => this.guardSealed());
      value = await fn();
      if (this.config.chainKey) this.run(() => this.ctx.chain.seal(this.config.chainKey!, new Date().toISOString()));
    } catch (err) {
      if (!this.closed && this.db.inTransaction) this.run(() => this.db.exec('ROLLBACK'));
      throw err;
    }
    this.run(() => this.db.exec('COMMIT'));
    return value;
  }

  serverState(serverId: string): ServerState {
    return this.run(() => reads.serverState(this.sql, serverId));
  }

  lastEndpoint(serverId: string): { endpoint: string; credentialHash: string | null } | null {
    return this.run(() => reads.lastEndpoint(this.sql, serverId));
  }

  loadVersion(serverId: string, version: number): ReturnType<Store['loadVersion']> {
    return this.run(() => reads.loadVersion(this.sql, serverId, version));
  }

  findDrift(driftId: string): DriftRow | null {
    return this.run(() => reads.findDrift(this.sql, driftId));
  }

  latestDriftTo(serverId: string, version: number): DriftRow | null {
    return this.run(() => reads.latestDriftTo(this.sql, serverId, version));
  }

  lastReminder(serverId: string, driftId: string, since: string): string | null {
    return this.run(() => reads.lastReminder(this.sql, serverId, driftId, since));
  }

  recordsOfScan(serverId: string, scanId: string, ts: string): SentinelRecord[] {
    return this.run(() => reads.recordsOfScan(this.sql, serverId, scanId, ts));
  }

  writeScan(w: ScanWrite): ScanWriteResult {
    return this.write(() => writes.writeScan(this.ctx, w));
  }

  approve(serverId: string, version: number | null, by: string, note: string | null, now: string): ApprovalRow {
    return this.write(() => writes.approve(this.ctx, serverId, version, by, note, now));
  }

  addAnnouncement(a: NewAnnouncement, now: string): Announcement {
    return this.write(() => writes.addAnnouncement(this.ctx, a, now));
  }

  trust(serverId: string, annotations: boolean, by: string, note: string | null, now: string): TrustRow {
    return this.write(() => addTrust(this.ctx, serverId, annotations, by, note, now));
  }

  trusts(): Map<string, TrustRow> {
    return this.run(() => trusts(this.sql));
  }

  reviewLabel(row: Omit<LabelReviewRow, 'at'>, now: string): LabelReviewRow {
    return this.write(() => addLabelReview(this.ctx, row, now));
  }

  labelReviews(): LabelReviewRow[] {
    return this.run(() => labelReviews(this.sql));
  }

  activeAnnouncements(serverId: string, now: string): Announcement[] {
    return this.run(() => reads.activeAnnouncements(this.sql, serverId, now));
  }

  listAnnouncements(serverId?: string): Announcement[] {
    return this.run(() => reads.listAnnouncements(this.sql, serverId));
  }

  versions(serverId: string): VersionRow[] {
    return this.run(() => reads.versions(this.sql, serverId));
  }

  itemCounts(serverId: string): Map<number, Record<string, number>> {
    return this.run(() => reads.itemCounts(this.sql, serverId));
  }

  servers(): string[] {
    return this.run(() => reads.servers(this.sql));
  }

  events(filter: EventFilter): SentinelRecord[] {
    return this.run(() => reads.events(this.sql, filter));
  }

  profileViews(serverId: string): ProfileViewRow[] {
    return this.run(() => reads.profileViews(this.sql, serverId));
  }

  /** One read transaction: every cursor of the walk sees the same snapshot while others keep writing. */
  verify(anchors: readonly Anchor[] = []): VerifyResult {
    const opts = { anchors, ...(this.config.chainKey ? { chainKey: this.config.chainKey } : {}) };
    return this.run(() => this.db.transaction(() => verifyHistory(this.db, this.config.schemaVersion, opts)).deferred());
  }
}
