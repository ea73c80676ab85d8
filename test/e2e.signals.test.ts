/**
 * Ctrl-C (SIGINT), SIGTERM and SIGHUP (a closed terminal) mid-scan, with the built CLI: it exits 130
 * promptly, the server and every child it started are gone, and nothing of the interrupted scan is written.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { BIN } from './helpers/cli.js';
import {
  assertGone, assertNothingLost, FaultBench, hostileArgs, readPids, reap, scanHostile, scanRows, STACK_LINE, storeView, waitFiles,
  type StoreView,
} from './helpers/faults.js';
import { HOSTILE, isAlive } from './servers/helpers.js';

/** From the signal to the exit, on a loaded machine: SIGTERM grace (0.3 s), SIGKILL, close the database. */
/**
 * The hanging scans run under the default --timeout (30 s): a signal that failed to end the scan would
 * end it as a timeout (exit 2, an error record) instead of exit 130 with nothing written. No test reads the clock.
 */

const bench = new FaultBench();
let baseline: StoreView;
after(() => bench.cleanup());

before(async () => {
  const keeper = { tools: [{ name: 'keep_me', inputSchema: { type: 'object' } }] };
  const r = await scanHostile(bench, 'serve-file', { name: 'keeper', env: { TOOLS_FILE: bench.file('keeper', keeper) } });
  assert.equal(r.code, 0, r.stderr);
  baseline = await storeView(bench.db);
});

interface Running {
  signal(sig: NodeJS.Signals): void;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; stdout: string; at: number }>;
}

function startCli(args: string[]): Running {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return {
    signal: (sig) => child.kill(sig),
    done: new Promise((resolve) =>
      child.on('close', (code, signal) => {
        clearTimeout(kill);
        resolve({ code, signal, stderr, stdout, at: Date.now() });
      }),
    ),
  };
}

/** A scan of a server that hangs and has two children (one escaped with setsid); resolves once all three run. */
async function hangingScan(name: string): Promise<{ cli: Running; pids: number[] }> {
  const files = [bench.path('pid'), bench.path('gc'), bench.path('setsid')];
  const cli = startCli(hostileArgs(bench, 'hang-family', { name, pidFile: files[0]!, env: { GRANDCHILD_PID_FILE: files[1]!, SETSID_PID_FILE: files[2]! } }));
  assert.ok(await waitFiles(files), 'the hanging server and its children started');
  return { cli, pids: readPids(files) };
}

async function assertNothingWritten(server: string): Promise<void> {
  assert.deepEqual(scanRows(bench.db).filter((s) => s.server === server), [], `no scan row for ${server}`);
  await assertNothingLost(bench.db, baseline);
  const now = await storeView(bench.db);
  assert.equal(now.events.length, baseline.events.length, 'no new event');
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  test(`${sig} mid-scan: exit 130 before the timeout, the server and its children are gone, nothing is written`, async () => {
    const name = `hang-${sig}`;
    const { cli, pids } = await hangingScan(name);
    try {
      cli.signal(sig);
      const end = await cli.done;
      assert.equal(end.code, 130, end.stderr);
      assert.doesNotMatch(end.stderr, STACK_LINE);
      assert.match(end.stderr, /interrupted/);
      assert.ok(end.stderr.trim().split('\n').length <= 2, `a line or two on stderr:\n${end.stderr}`);
      assert.equal(end.stdout, '', 'no record for an interrupted scan');
      await assertGone(pids);
    } finally {
      reap(pids);
    }
    await assertNothingWritten(name);
  });
}

test('a second Ctrl-C inside the kill grace quits, and still leaves no process behind (even one that escaped with setsid)', async () => {
  const { cli, pids } = await hangingScan('hang-twice');
  try {
    cli.signal('SIGINT');
    // Inside the SIGTERM grace the sensor gives the server group: the exit net must kill it all.
    await new Promise((r) => setTimeout(r, 50));
    cli.signal('SIGINT');
    const end = await cli.done;
    assert.equal(end.code, 130);
    assert.doesNotMatch(end.stderr, STACK_LINE);
    await assertGone(pids);
  } finally {
    reap(pids);
  }
  await assertNothingWritten('hang-twice');
});

test('Ctrl-C while one server hangs and another has already answered: nothing of either is written', async () => {
  const files = { hang: bench.path('pid'), gc: bench.path('gc'), setsid: bench.path('setsid'), quick: bench.path('pid') };
  const tools = bench.file('quick-tools', { tools: [{ name: 'quick_tool', inputSchema: { type: 'object' } }] });
  const config = bench.file('mcp.json', {
    mcpServers: {
      hang: { command: process.execPath, args: [HOSTILE, 'hang-family'], env: { PID_FILE: files.hang, GRANDCHILD_PID_FILE: files.gc, SETSID_PID_FILE: files.setsid } },
      quick: { command: process.execPath, args: [HOSTILE, 'serve-file'], env: { PID_FILE: files.quick, TOOLS_FILE: tools } },
    },
  });
  // A timeout past this test's 60 s guard on the CLI: the hang cannot end as a timeout while the quick server is slow to be scanned.
  const cli = startCli(['--db', bench.db, 'scan', '--config', config, '--timeout', '120000']);
  assert.ok(await waitFiles(Object.values(files)));
  const [hang, gc, setsid, quick] = readPids([files.hang, files.gc, files.setsid, files.quick]) as [number, number, number, number];
  try {
    // The quick server is done (and stopped by the sensor) before the interrupt: waited for, however
    // slowly a busy machine scans it, up to the CLI's guard.
    for (let i = 0; i < 2000 && isAlive(quick); i++) await new Promise((r) => setTimeout(r, 25));
    assert.equal(isAlive(quick), false, 'the quick server was scanned and stopped');
    cli.signal('SIGINT');
    const end = await cli.done;
    assert.equal(end.code, 130, end.stderr);
    assert.equal(end.stdout, '');
    await assertGone([hang, gc, setsid]);
  } finally {
    reap([hang, gc, setsid, quick]);
  }
  for (const server of ['hang', 'quick']) assert.deepEqual(scanRows(bench.db).filter((s) => s.server === server), []);
  await assertNothingLost(bench.db, baseline);
});
