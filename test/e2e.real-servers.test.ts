/**
 * The built CLI against the real reference servers from npm, as an operator would run it:
 * first contact is quiet and approved, an unchanged rescan prints nothing, one version is kept.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './helpers/cli.js';
import { EVERYTHING, FILESYSTEM, MEMORY, startEverythingHttp, stop } from './servers/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'sentinel-real-'));
const db = join(dir, 'history.db');
after(() => rmSync(dir, { recursive: true, force: true }));

const LOUD = new Set(['MEDIUM', 'HIGH', 'CRITICAL']);

/** Real servers start slowly on a busy machine: a generous --timeout, since no test here is about it. */
const SLOW_START = ['--timeout', '120000'];

async function twoQuietScans(name: string, target: string[]): Promise<void> {
  const first = await runCli(['--db', db, 'scan', '--name', name, ...SLOW_START, ...target], { timeoutMs: 180_000 });
  assert.equal(first.code, 0, `${first.stdout}\n${first.stderr}`);
  assert.deepEqual(first.records.filter((r) => LOUD.has(r.severity) || r.kind === 'error'), [], first.stdout);
  const second = await runCli(['--db', db, 'scan', '--name', name, ...SLOW_START, ...target], { timeoutMs: 180_000 });
  assert.equal(second.code, 0, second.stderr);
  assert.equal(second.stdout, '', 'an unchanged rescan prints nothing');
  const history = await runCli(['--db', db, 'history', '--server', name]);
  assert.equal(history.lines.length, 1, 'one manifest version');
  const v = history.lines[0] as { approved_by: string; tool_count: number; manifest_hash: string };
  assert.equal(v.approved_by, 'first-contact');
  assert.ok(v.tool_count > 0);
  assert.match(v.manifest_hash, /^sha256:[0-9a-f]{64}$/);
}

describe('real servers through the CLI', () => {
  it('server-everything over stdio', async () => {
    await twoQuietScans('everything', ['--', process.execPath, EVERYTHING, 'stdio']);
  });

  it('server-filesystem over stdio', async () => {
    await twoQuietScans('filesystem', ['--', process.execPath, FILESYSTEM, dir]);
  });

  it('server-memory over stdio', async () => {
    await twoQuietScans('memory', ['--env', `MEMORY_FILE_PATH=${join(dir, 'memory.jsonl')}`, '--', process.execPath, MEMORY]);
  });

  it('server-everything over Streamable HTTP on 127.0.0.1', async () => {
    const { port, child } = await startEverythingHttp('streamableHttp');
    try {
      await twoQuietScans('everything-http', ['--url', `http://127.0.0.1:${port}/mcp`]);
    } finally {
      await stop(child);
    }
  });

  it('server-everything over SSE on 127.0.0.1 (auto falls back from Streamable HTTP)', async () => {
    const { port, child } = await startEverythingHttp('sse');
    try {
      await twoQuietScans('everything-sse', ['--url', `http://127.0.0.1:${port}/sse`]);
    } finally {
      await stop(child);
    }
  });
});
