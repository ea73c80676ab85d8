/**
 * server-everything's prompts, resources, resource templates and instructions through the built
 * CLI, over stdio and Streamable HTTP: pinned at first contact with nothing at MEDIUM or above, an
 * unchanged rescan silent, and its dump read back by `scan --manifest` under the same hash.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { runCli } from './helpers/cli.js';
import { EVERYTHING, startEverythingHttp, stop } from './servers/helpers.js';

const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
const dir = mkdtempSync(join(tmpdir(), 'sentinel-surfaces-real-'));
const db = join(dir, 'history.db');
after(() => rmSync(dir, { recursive: true, force: true }));

const LOUD = new Set(['MEDIUM', 'HIGH', 'CRITICAL']);
const SLOW_START = ['--timeout', '120000'];

function itemKinds(server: string): string[] {
  const raw = new Database(db, { readonly: true });
  try {
    return raw
      .prepare('SELECT DISTINCT vi.kind FROM version_items vi JOIN manifest_versions mv ON mv.seq = vi.mv_seq JOIN servers s ON s.seq = mv.server_seq WHERE s.id = ? ORDER BY vi.kind')
      .pluck()
      .all(server) as string[];
  } finally {
    raw.close();
  }
}

async function hashOf(server: string): Promise<string> {
  const h = await runCli(['--db', db, 'history', '--server', server]);
  assert.equal(h.lines.length, 1, 'one manifest version');
  return (h.lines[0] as { manifest_hash: string }).manifest_hash;
}

async function pinned(name: string, target: string[]): Promise<void> {
  const first = await runCli(['--db', db, 'scan', '--name', name, ...SLOW_START, ...target], { timeoutMs: 180_000 });
  assert.equal(first.code, 0, `${first.stdout}\n${first.stderr}`);
  assert.deepEqual(first.records.filter((r) => LOUD.has(r.severity) || r.kind === 'error'), [], first.stdout);
  assert.deepEqual(itemKinds(name), ['instructions', 'prompt', 'resource', 'resource_template']);
  const second = await runCli(['--db', db, 'scan', '--name', name, ...SLOW_START, ...target], { timeoutMs: 180_000 });
  assert.equal(second.code, 0, second.stderr);
  assert.equal(second.stdout, '', 'an unchanged rescan prints nothing');

  const dumped = await runCli(['dump', ...SLOW_START, ...target], { timeoutMs: 180_000 });
  assert.equal(dumped.code, 0, dumped.stderr);
  const file = join(dir, `${name}.json`);
  writeFileSync(file, dumped.stdout);
  const offline = await runCli(['--db', db, 'scan', '--name', `${name}-dump`, '--manifest', file]);
  assert.equal(offline.code, 0, offline.stdout + offline.stderr);
  assert.equal(await hashOf(`${name}-dump`), await hashOf(name), 'the dump fingerprints as the live scan');
}

describe('server-everything: every surface', () => {
  it('over stdio', async () => {
    await pinned('everything', ['--', process.execPath, EVERYTHING, 'stdio']);
  });

  it('over Streamable HTTP on 127.0.0.1', async () => {
    const { port, child } = await startEverythingHttp('streamableHttp');
    try {
      await pinned('everything-http', ['--url', `http://127.0.0.1:${port}/mcp`]);
    } finally {
      await stop(child);
    }
  });
});
