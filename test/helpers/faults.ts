/**
 * Shared by the fault-injection end-to-end tests: a temporary bench (database, pid files, tool
 * files), the built CLI run against a hostile server, and the checks every fault must pass — one
 * clear record or line, the right exit code, no stack trace, no process left, nothing stored lost.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SentinelRecord } from '../../src/model.js';
import { HOSTILE, isAlive, waitGone, writtenPid } from '../servers/helpers.js';
import { ROOT, runCli, type CliResult } from './cli.js';

/** A line of a stack trace, as V8 prints it. */
export const STACK_LINE = /\n\s+at \S/;

export class FaultBench {
  readonly dir = mkdtempSync(join(tmpdir(), 'sentinel-faults-'));
  readonly db = join(this.dir, 'history.db');
  private n = 0;

  /** A fresh path in the bench (nothing is created); it ends with `label`. */
  path(label: string): string {
    return join(this.dir, `${this.n++}-${label}`);
  }

  /** Writes `doc` as JSON (or a string as is) and returns its path. */
  file(label: string, doc: unknown): string {
    const p = this.path(label);
    writeFileSync(p, typeof doc === 'string' ? doc : JSON.stringify(doc));
    return p;
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface HostileScan {
  /** Server id in history (default: the mode). */
  name?: string;
  /** Environment of the server, passed with --env. */
  env?: Record<string, string>;
  /** More scan options (--timeout …). */
  args?: string[];
  /** Global options before `scan` (--format …). */
  global?: string[];
  db?: string;
  /** Kill the CLI after this long (default 60 s). */
  timeoutMs?: number;
}

export interface HostileResult extends CliResult {
  /** The server's pid, when it started far enough to write it. */
  pid: number | null;
}

/** The CLI arguments of a scan of `node hostile-stdio.js <mode>` with a pid file. */
export function hostileArgs(bench: FaultBench, mode: string, opts: HostileScan & { pidFile: string }): string[] {
  const env = { PID_FILE: opts.pidFile, ...opts.env };
  return [
    '--db', opts.db ?? bench.db, ...(opts.global ?? []),
    'scan', '--name', opts.name ?? mode, ...(opts.args ?? []),
    ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
    '--', process.execPath, HOSTILE, mode,
  ];
}

/** Scans one hostile mode with the built CLI. */
export async function scanHostile(bench: FaultBench, mode: string, opts: HostileScan = {}): Promise<HostileResult> {
  const pidFile = bench.path('pid');
  const r = await runCli(hostileArgs(bench, mode, { ...opts, pidFile }), { timeoutMs: opts.timeoutMs ?? 60_000 });
  return { ...r, pid: writtenPid(pidFile) };
}

export function assertNoStack(r: CliResult): void {
  assert.doesNotMatch(r.stderr, STACK_LINE, `a stack trace on stderr:\n${r.stderr}`);
  assert.doesNotMatch(r.stdout, STACK_LINE, 'a stack trace on stdout');
}

/** Exit 2 and exactly one `error` record with this code and a one-line reason. */
export function assertOneError(r: CliResult, code: string, reason?: RegExp): SentinelRecord {
  assertNoStack(r);
  assert.equal(r.code, 2, `exit code (stderr: ${r.stderr})`);
  assert.equal(r.records.length, 1, `one record, got:\n${r.stdout}`);
  const rec = r.records[0]!;
  assert.equal(rec.kind, 'error');
  assert.equal(rec.error_code, code, rec.reason);
  assert.equal(typeof rec.reason, 'string');
  assert.ok(rec.reason!.length > 0 && !/[\n\r]/.test(rec.reason!), `one line: ${JSON.stringify(rec.reason)}`);
  if (reason) assert.match(rec.reason!, reason);
  return rec;
}

/** Every pid is gone (or a zombie nobody reaps) within `ms`. */
export async function assertGone(pids: Array<number | null>, ms = 5000): Promise<void> {
  for (const pid of pids) {
    assert.ok(pid !== null && pid > 0, 'the server wrote its pid');
    assert.ok(await waitGone(pid, ms), `process ${pid} is still alive`);
  }
}

/** Best-effort SIGKILL of what a failed test may have left behind. */
export function reap(pids: Array<number | null>): void {
  for (const pid of pids) {
    if (pid && isAlive(pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
}

/** Waits until every file exists and holds something (a server wrote its pid, or a marker); false after `ms`. */
export async function waitFiles(files: string[], ms = 60_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (files.every((f) => existsSync(f) && readFileSync(f, 'utf8').length > 0)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

export function readPids(files: string[]): number[] {
  return files.map((f) => Number(readFileSync(f, 'utf8')));
}

/** What `events` and `verify` say about a database: everything an operator can check. */
export interface StoreView {
  ok: boolean;
  events: SentinelRecord[];
}

export async function storeView(db: string): Promise<StoreView> {
  const verify = await runCli(['--db', db, 'verify']);
  assertNoStack(verify);
  const events = await runCli(['--db', db, 'events']);
  assert.equal(events.code, 0, events.stderr);
  return { ok: verify.code === 0 && (verify.lines[0] as { ok?: boolean })?.ok === true, events: events.records };
}

/** The chain verifies and every event stored before is still there, unchanged. */
export async function assertNothingLost(db: string, before: StoreView): Promise<StoreView> {
  const now = await storeView(db);
  assert.equal(now.ok, true, 'verify passes');
  const stored = new Map(now.events.map((e) => [e.alert_id, JSON.stringify(e)]));
  for (const e of before.events) assert.equal(stored.get(e.alert_id), JSON.stringify(e), `event ${e.alert_id} kept`);
  return now;
}

type RawDb = { prepare(sql: string): { all(): unknown[] }; close(): void };

/** Runs `sql` on a read-only connection of its own: what the CLI does not print. */
function query<T>(db: string, sql: string): T[] {
  const Database = createRequire(join(ROOT, 'package.json'))('better-sqlite3') as new (path: string, opts: { readonly: boolean; fileMustExist: boolean }) => RawDb;
  const raw = new Database(db, { readonly: true, fileMustExist: true });
  try {
    return raw.prepare(sql).all() as T[];
  } finally {
    raw.close();
  }
}

/** Rows of the scans table. */
export function scanRows(db: string): Array<{ scan_id: string; server: string; outcome: string; mv_seq: number | null }> {
  return query(db, 'SELECT s.scan_id, v.id AS server, s.outcome, s.mv_seq FROM scans s JOIN servers v ON v.seq = s.server_seq ORDER BY s.seq');
}

/** Each manifest version with the tool count it claims and the tool rows it really holds. */
export function versionRows(db: string): Array<{ version: number; tool_count: number; stored: number }> {
  return query(
    db,
    'SELECT m.version, m.tool_count, (SELECT count(*) FROM version_tools t WHERE t.mv_seq = m.seq) AS stored FROM manifest_versions m ORDER BY m.seq',
  );
}
