import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConnectError, fetchManifest, liveServerGroups } from '../src/connect/index.js';
import { LineReader } from '../src/connect/line-reader.js';
import { descendantsOf } from '../src/connect/process-group.js';
import { childEnv } from '../src/connect/stdio.js';
import { ROOT, hostileTarget, isAlive, LIMITS, readPid, tempDir, waitGone, writtenPid } from './servers/helpers.js';

/**
 * Limits for the tests of the timeout itself: short, since a silent server is silent at any load.
 * Every other test gets a generous timeout, so that a slow start on a busy machine cannot turn its
 * outcome (crashed, oversize, protocol_error) into a timeout; a missing crash or cut-off still shows,
 * as a timeout instead of the expected code. No test reads the clock.
 */
const SHORT = { ...LIMITS, timeoutMs: 500, maxBytes: 1024 * 1024 };
const FAST = { ...LIMITS, timeoutMs: 60_000, maxBytes: 1024 * 1024 };

let tmp: ReturnType<typeof tempDir>;
let n = 0;
before(() => (tmp = tempDir()));
after(() => tmp.cleanup());

function pidFile(): string {
  return path.join(tmp.dir, `pid-${n++}`);
}

/**
 * Scans a hostile mode with a short timeout until the server had started (wrote its pid) before the
 * timeout ended it: on a busy machine 500 ms can run out while node is still starting, and then the
 * case under test (a silent server, an ignored SIGTERM) did not happen. Each try doubles the time,
 * up to 32 s: at a load average of 10, 8 s was once not enough for node to start.
 */
async function scanStarted(mode: string) {
  for (let ms = SHORT.timeoutMs; ; ms *= 2) {
    const file = pidFile();
    try {
      return { ms, ...(await scanHostile(mode, { ...SHORT, timeoutMs: ms }, {}, file)) };
    } catch (err) {
      if (!String(err).includes(`no pid written to ${file}`) || ms >= 64 * SHORT.timeoutMs) throw err;
    }
  }
}

/** Scans a hostile mode; returns the error (or null) and the server's pid; asserts nothing of it is left. */
async function scanHostile(mode: string, limits = FAST, env: Record<string, string> = {}, file = pidFile()) {
  let error: ConnectError | null = null;
  let manifest = null;
  try {
    manifest = await fetchManifest(hostileTarget(mode, { PID_FILE: file, ...env }), limits);
  } catch (err) {
    assert.ok(err instanceof ConnectError, `not a ConnectError: ${String(err)}`);
    error = err;
  }
  const pid = readPid(file);
  assert.equal(isAlive(pid), false, `server ${mode} (pid ${pid}) still alive after the scan`);
  assert.deepEqual(descendantsOf(process.pid), [], 'no child process of the sensor is left');
  assert.deepEqual(liveServerGroups(), [], 'no process group is still tracked');
  return { error, manifest, pid };
}

function expectCode(r: { error: ConnectError | null }, code: string, message?: RegExp): ConnectError {
  assert.ok(r.error, `expected a ${code} error, the scan succeeded`);
  assert.equal(r.error.code, code, r.error.message);
  if (message) assert.match(r.error.message, message);
  assert.ok(!r.error.message.includes('\n'));
  return r.error;
}

describe('stdio: servers that never finish', () => {
  it('a server that never answers times out within the limit and is killed', async () => {
    const r = await scanStarted('silent');
    expectCode(r, 'timeout', new RegExp(`no answer within ${r.ms} ms \\(waiting for initialize\\)`));
  });

  it('a server that ignores SIGTERM is SIGKILLed', async () => {
    const r = await scanStarted('ignore-term');
    expectCode(r, 'timeout');
  });

  it('a grandchild in the same process group dies with the server, even after a successful scan', async () => {
    const gc = pidFile();
    const r = await scanHostile('grandchild', FAST, { GRANDCHILD_PID_FILE: gc });
    assert.equal(r.error, null);
    assert.equal(r.manifest!.tools.length, 1);
    assert.ok(await waitGone(readPid(gc)), 'grandchild survived');
  });

  it('a grandchild that moved to its own session is killed too (while its parent lives)', async () => {
    const gc = pidFile();
    const r = await scanHostile('grandchild-setsid', FAST, { GRANDCHILD_PID_FILE: gc });
    assert.equal(r.error, null);
    assert.ok(await waitGone(readPid(gc)), 'detached grandchild survived');
  });

  it('an abort signal ends the scan with code aborted and kills the server', async () => {
    const ac = new AbortController();
    const file = pidFile();
    // Under a 60 s timeout: an ignored signal would end as a timeout, not as aborted.
    const scan = fetchManifest(hostileTarget('ignore-term', { PID_FILE: file }), FAST, { signal: ac.signal });
    let settled = false;
    scan.then(() => (settled = true), () => (settled = true));
    // Aborted once the server runs (its pid written), not after a fixed delay that a slow start can
    // outlast: then there would be no server to check.
    while (!settled && writtenPid(file) === null) await new Promise((r) => setTimeout(r, 20));
    ac.abort();
    await assert.rejects(scan, { code: 'aborted' });
    assert.equal(isAlive(readPid(file)), false);
  });

  it('the exit safety net kills live servers when the sensor exits mid-scan', async () => {
    const file = pidFile();
    const script = `
      import { fetchManifest } from ${JSON.stringify(path.join(ROOT, 'dist/src/connect/index.js'))};
      fetchManifest(${JSON.stringify(hostileTarget('ignore-term', { PID_FILE: file }))}, { timeoutMs: 60000, maxTools: 10, maxBytes: 1e6 }).catch(() => {});
      const poll = setInterval(async () => {
        const fs = await import('node:fs');
        if (fs.existsSync(${JSON.stringify(file)})) { clearInterval(poll); process.exit(0); }
      }, 20);`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { timeout: 20_000 });
    assert.equal(r.status, 0, r.stderr.toString());
    assert.ok(await waitGone(readPid(file)), 'server outlived the sensor');
  });
});

describe('stdio: servers that fail', () => {
  it('a command that does not exist → not_found', async () => {
    await assert.rejects(fetchManifest({ kind: 'stdio', id: 'x', command: 'no-such-command-sentinel', args: [], env: {} }, FAST), {
      code: 'not_found',
      message: 'command not found: no-such-command-sentinel',
    });
  });

  it('a working directory that does not exist → not_found', async () => {
    await assert.rejects(fetchManifest({ ...hostileTarget('banner'), cwd: path.join(tmp.dir, 'nope') }, FAST), { code: 'not_found', message: /working directory not found/ });
  });

  it('a server that exits at once → crashed with its exit code', async () => {
    const r = await scanHostile('exit-now');
    expectCode(r, 'crashed', /^server exited with code 3 before answering initialize$/);
  });

  it('a crash in the middle of tools/list → crashed', async () => {
    expectCode(await scanHostile('crash-mid-list'), 'crashed', /code 1 before answering tools\/list/);
  });

  it('half a JSON line and exit → crashed', async () => {
    expectCode(await scanHostile('half-line'), 'crashed', /code 0 before answering tools\/list/);
  });

  it('a JSON-RPC error to tools/list or initialize → protocol_error', async () => {
    const e = expectCode(await scanHostile('rpc-error'), 'protocol_error', /tools\/list with JSON-RPC error -32603: boom/);
    assert.ok(!e.message.includes('\u001b'), 'escape sequences from the server are not passed on');
    expectCode(await scanHostile('init-error'), 'protocol_error', /initialize with JSON-RPC error -32602/);
  });

  it('endless pagination and a cursor loop → protocol_error', async () => {
    expectCode(await scanHostile('page-forever'), 'protocol_error', /more than 1000 tools\/list pages/);
    expectCode(await scanHostile('page-loop'), 'protocol_error', /pagination loop/);
  });

  it('6000 tools over a 5000 limit → oversize', async () => {
    expectCode(await scanHostile('many-tools', { ...FAST, maxBytes: 16 * 1024 * 1024 }), 'oversize', /more than 5000 tools/);
  });

  it('an endless line is cut off at maxBytes', async () => {
    const r = await scanHostile('huge-line');
    expectCode(r, 'oversize', /more than 1048576 bytes/);
  });

  it('tools that is not an array → protocol_error', async () => {
    expectCode(await scanHostile('tools-not-array'), 'protocol_error', /no tools array/);
  });
});

describe('stdio: servers that work', () => {
  it('banner and garbage lines are ignored', async () => {
    const r = await scanHostile('banner');
    assert.equal(r.error, null);
    assert.deepEqual(r.manifest!.tools, [{ name: 'echo', description: 'Echoes.', inputSchema: { type: 'object' } }]);
    assert.equal(r.manifest!.protocolVersion, '2025-06-18');
    assert.deepEqual(r.manifest!.endpoint, { transport: 'stdio', display: `stdio:${process.execPath} ${hostileTarget('banner').args.join(' ')}` });
  });

  it('malformed tools are kept raw, unknown keys untouched', async () => {
    const r = await scanHostile('malformed');
    assert.equal(r.error, null);
    const tools = r.manifest!.tools;
    assert.equal(tools.length, 6);
    assert.deepEqual(tools.slice(0, 5), [
      { description: 'no name', inputSchema: { type: 'object' } },
      { name: 'bad-schema', inputSchema: 'not an object' },
      42,
      null,
      'a string',
    ]);
    assert.deepEqual(tools[5], {
      name: 'extra',
      inputSchema: { type: 'object', 'x-unknown': [1, 2] },
      futureField: { deep: true },
      annotations: { readOnlyHint: true, vendorHint: 'x' },
    });
  });

  it('a server request is refused with -32601', async () => {
    const r = await scanHostile('server-request');
    assert.equal(r.error, null);
    const seen = JSON.parse((r.manifest!.tools[0] as { description: string }).description);
    assert.equal(seen.error.code, -32601);
    assert.equal(seen.id, 's-1');
  });

  it('the server gets only its declared env and the safe set', async () => {
    const dump = path.join(tmp.dir, 'env.json');
    process.env.SENTINEL_TEST_SECRET = 'operator-secret-value';
    try {
      const r = await scanHostile('env-dump', FAST, { ENV_DUMP_FILE: dump, DECLARED_TOKEN: 'declared-value' });
      assert.equal(r.error, null);
    } finally {
      delete process.env.SENTINEL_TEST_SECRET;
    }
    const env = JSON.parse(readFileSync(dump, 'utf8')) as Record<string, string>;
    assert.equal(env.SENTINEL_TEST_SECRET, undefined, 'operator env leaked to the server');
    assert.equal(env.DECLARED_TOKEN, 'declared-value');
    assert.equal(env.PATH, process.env.PATH);
    const allowed = new Set(['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'TERM', 'LANG', 'LC_ALL', 'TMPDIR', 'TEMP', 'TMP', 'PID_FILE', 'ENV_DUMP_FILE', 'DECLARED_TOKEN']);
    // node itself may add a variable or two of its own; none of the operator's may appear.
    for (const key of Object.keys(env)) assert.ok(allowed.has(key) || !(key in process.env), `unexpected variable ${key}`);
  });

  it('childEnv takes the safe set from the operator and the declared env on top', () => {
    const env = childEnv({ PATH: '/declared', API_KEY: 'k' }, { PATH: '/usr/bin', HOME: '/home/x', AWS_SECRET_ACCESS_KEY: 's', LANG: 'C' });
    assert.deepEqual(env, { PATH: '/declared', HOME: '/home/x', LANG: 'C', API_KEY: 'k' });
  });

  it('stderr goes to onStderr, bounded', async () => {
    const chunks: string[] = [];
    // The server writes its stderr and exits once it is flushed: no race with a timeout.
    const target = { kind: 'stdio' as const, id: 'x', command: process.execPath, args: ['-e', "process.stderr.write('E'.repeat(200000), () => process.exit(3))"], env: {} };
    await assert.rejects(fetchManifest(target, FAST, { onStderr: (c) => chunks.push(c) }), { code: 'crashed' });
    const text = chunks.join('');
    assert.ok(text.length > 0 && text.length <= 64 * 1024, `stderr length ${text.length}`);
  });
});

describe('line reader', () => {
  it('splits across chunks and keeps multi-byte characters whole', () => {
    const lines: string[] = [];
    const r = new LineReader((b) => lines.push(b.toString('utf8')));
    const bytes = Buffer.from('{"a":"é"}\n{"b":1}\npartial');
    for (let i = 0; i < bytes.length; i++) r.push(bytes.subarray(i, i + 1));
    assert.deepEqual(lines, ['{"a":"é"}', '{"b":1}']);
    assert.equal(r.pending, 7);
  });
});
