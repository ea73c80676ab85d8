/**
 * Builders for history tests: a ScanWrite, a Snapshot and a record with sensible defaults, plus raw
 * SQLite access for the tests that play the attacker (the store itself never exposes SQL).
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { JsonObject, SentinelRecord, Severity, Snapshot, RecordKind, RecordType } from '../../src/model.js';
import { fingerprint } from '../../src/fingerprint/snapshot.js';
import { HistoryError, openStore } from '../../src/history/index.js';
import type { ScanWrite, Store } from '../../src/history/types.js';

export const T0 = Date.parse('2026-11-30T10:00:00.000Z');

/** ISO time `minutes` after T0. */
export function at(minutes: number): string {
  return new Date(T0 + minutes * 60_000).toISOString();
}

export function tool(name: string, description = `does ${name}`, extra: JsonObject = {}): JsonObject {
  return { name, description, inputSchema: { type: 'object', properties: { path: { type: 'string' } } }, ...extra };
}

/** A real fingerprint of the given wire items. */
export function snapshot(items: unknown[], serverVersion = '1.0.0'): Snapshot {
  return fingerprint({ tools: items as never, serverInfo: { name: 'acme', version: serverVersion } }, { alg: 'sha256', annotations: true });
}

let counter = 0;

export function scanWrite(over: Partial<ScanWrite> = {}): ScanWrite {
  counter += 1;
  return {
    scanId: `sc-test-${process.pid}-${counter}`,
    serverId: 'filesystem',
    ts: at(counter),
    endpoint: 'stdio:node server.js --root /srv',
    transport: 'stdio',
    credentialHash: null,
    serverInfo: { name: 'acme', version: '1.0.0' },
    protocolVersion: '2025-11-25',
    capabilities: { tools: { listChanged: true } },
    durationMs: 41.5,
    outcome: 'ok',
    error: null,
    snapshot: null,
    records: [],
    drift: null,
    autoApprove: null,
    usedAnnouncements: [],
    ...over,
  };
}

export function record(over: { server?: string; kind?: RecordKind; type?: RecordType | null; severity?: Severity; ts?: string; scan_id?: string; alert_id?: string; tool?: string | null } = {}): SentinelRecord {
  counter += 1;
  return {
    schema: 'mcp-schema-sentinel/record@1',
    kind: over.kind ?? 'alert',
    alert_id: over.alert_id ?? `al-${counter}`,
    ts: over.ts ?? at(counter),
    scan_id: over.scan_id ?? 'sc-x',
    host: 'test-host',
    sensor_version: '0.1.0',
    server: over.server ?? 'filesystem',
    server_name: 'acme',
    server_version: '1.0.0',
    endpoint: 'stdio:node server.js',
    type: over.type === undefined ? 'description_change' : over.type,
    tool: over.tool ?? 'read_file',
    severity: over.severity ?? 'HIGH',
    risk_score: 70,
    heuristics: ['silent-mutation'],
    heuristic_ids: ['H5'],
    heuristics_version: '1.0.0',
    evidence: null,
    drift: null,
  };
}

export type RawDb = BetterSqlite3.Database;

/** A second, raw connection to the file: what an attacker (or another tool) could do to it. */
export function rawDb(path: string, opts: BetterSqlite3.Options = {}): RawDb {
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  return new Database(path, opts);
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'sentinel-history-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every history table (all are append-only). */
export const TABLES = [
  'chain', 'meta', 'servers', 'manifest_versions', 'tool_snapshots', 'version_tools', 'scans',
  'approvals', 'announcements', 'announcement_uses', 'drifts', 'events',
];

/** An assert.throws validator: a HistoryError with this code and a one-line message. */
export function isCode(code: string) {
  return (e: unknown) => e instanceof HistoryError && e.code === code && !e.message.includes('\n');
}

/** A history with at least one row in every table. */
export function populate(store: Store): void {
  const an = store.addAnnouncement(
    { serverId: 'filesystem', version: null, tool: null, addsParam: [], removesParam: [], addsTool: ['b'], removesTool: [], changes: [], expiresAt: '2099-01-01T00:00:00.000Z', note: null, by: 'ops' },
    '2026-11-30T09:00:00.000Z',
  );
  store.writeScan(scanWrite({ snapshot: snapshot([tool('a')]), autoApprove: { by: 'first-contact', note: null }, records: [record()] }));
  store.writeScan(scanWrite({ snapshot: snapshot([tool('a')]) }));
  store.writeScan(
    scanWrite({
      snapshot: snapshot([tool('a'), tool('b'), 42]),
      records: [record({ type: 'tool_added' }), record({ type: 'malformed_tool' })],
      drift: { driftId: 'dr-1', serverId: 'filesystem', fromVersion: 1, severity: 'INFO' },
      usedAnnouncements: [an.id],
    }),
  );
  store.approve('filesystem', null, 'alice', null, '2026-11-30T12:00:00.000Z');
}

export function withHistory(fn: (path: string, store: Store) => void): void {
  const { dir, cleanup } = tempDir();
  const path = join(dir, 'history.db');
  const store = openStore(path);
  try {
    populate(store);
    fn(path, store);
  } finally {
    store.close();
    cleanup();
  }
}
