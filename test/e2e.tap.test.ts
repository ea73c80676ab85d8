/**
 * The stdio tap through the built CLI: a real client and server see the same bytes with and without
 * it, awkward traffic passes byte for byte, the server's exit code comes back, and a client that
 * goes away takes the server with it.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { z } from 'zod';
import { EVERYTHING, isAlive } from './servers/helpers.js';
import { RecordingTransport, runPiped, sha, tapArgs } from './helpers/tap.js';

const FAULTS = fileURLToPath(new URL('./servers/tap-faults.js', import.meta.url));
const SCRIPTED = fileURLToPath(new URL('./servers/tap-scripted.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sentinel-tap-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, MCP_SENTINEL_DB: join(dir, 'history.db'), NO_COLOR: '1' };

function spools(): string[] {
  const d = join(dir, 'spool');
  return existsSync(d) ? readdirSync(d).map((f) => join(d, f)) : [];
}

async function sdkSession(command: string, args: string[]): Promise<{ sent: string; received: string; tools: number }> {
  const transport = new RecordingTransport(command, args, env);
  const client = new Client({ name: 'tap-test', version: '1.0.0' });
  await client.connect(transport);
  const list = await client.request({ method: 'tools/list', params: {} }, z.object({ tools: z.array(z.unknown()) }).passthrough());
  await client.callTool({ name: 'echo', arguments: { message: 'through the tap' } });
  await client.close();
  return { sent: sha(Buffer.concat(transport.sent)), received: sha(Buffer.concat(transport.received)), tools: list.tools.length };
}

test('the SDK client talking to server-everything sees the same bytes, both ways, with and without the tap', async () => {
  const direct = await sdkSession(process.execPath, [EVERYTHING, 'stdio']);
  const before = spools().length;
  const tapped = await sdkSession(process.execPath, tapArgs('everything', process.execPath, [EVERYTHING, 'stdio']));
  assert.ok(direct.tools > 0);
  assert.equal(tapped.sent, direct.sent, 'client → server bytes');
  assert.equal(tapped.received, direct.received, 'server → client bytes');
  const added = spools().slice(before);
  assert.equal(added.length, 1, 'one spool per session');
  const types = readFileSync(added[0], 'utf8').trim().split('\n').map((l) => JSON.parse(l).type);
  assert.deepEqual(types.filter((t) => t !== 'list_changed'), ['session', 'initialize', 'list', 'call', 'end']);
});

/** What the client sends to the fault server: replies to its requests, junk, a batch, an unfinished line. */
const INPUT = [
  Buffer.from('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n'),
  Buffer.from('not json at all\n'),
  Buffer.from([0xc3, 0x28, 0x0a]),
  Buffer.from('[{"jsonrpc":"2.0","id":"s1","result":{}},{"jsonrpc":"2.0","id":"s2","result":{"roots":[]}}]\n'),
  Buffer.from('{"jsonrpc":"2.0","id":"s3","result":{"action":"accept"}}\r\n{"jsonrpc":"2.0","id":"s4","result":{}}\n'),
  Buffer.from('{"jsonrpc":"2.0","id":7,"method":"tools/list"}\n{"jsonrpc":"2.0","id":8,"met'),
];

for (const [label, input, big] of [
  ['awkward traffic both ways', INPUT, 0],
  ['a client that closes stdin at once', [], 0],
  ['a line longer than the observation cap', INPUT, 17 * 1024 * 1024],
] as const) {
  test(`${label}: byte-identical to a direct pipe, same stderr, the server's exit code`, async () => {
    const e = { ...env, BIG_LINE_BYTES: String(big) };
    const direct = await runPiped(process.execPath, [FAULTS, 'burst'], [...input], e);
    const tapped = await runPiped(process.execPath, tapArgs('faults', process.execPath, [FAULTS, 'burst']), [...input], e);
    assert.equal(direct.code, 3);
    assert.equal(tapped.code, 3);
    assert.equal(tapped.stdout.length, direct.stdout.length);
    assert.ok(tapped.stdout.equals(direct.stdout), 'server → client bytes');
    assert.equal(tapped.stderr, direct.stderr, 'stderr passed through (it holds the hash of what the server read)');
    assert.match(direct.stderr, new RegExp(`c2s ${sha(Buffer.concat([...input]))}`));
  });
}

test('the spool flags what it could not read and never holds call arguments', async () => {
  const before = new Set(spools());
  await runPiped(process.execPath, tapArgs('flags', process.execPath, [FAULTS, 'burst']), [...INPUT], { ...env, BIG_LINE_BYTES: String(17 * 1024 * 1024) });
  const file = spools().find((f) => !before.has(f))!;
  const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const end = lines.at(-1);
  assert.equal(end.type, 'end');
  assert.equal(end.exit_code, 3);
  assert.equal(end.observed.cut, 1);
  assert.equal(end.observed.partial, 2, 'the unfinished last line each way');
  // From the client, every line is read; from the server, a line with no id and no list notice (the
  // banner, the invalid UTF-8 one, a line of spaces) is skipped unread.
  assert.equal(end.observed.invalid_utf8, 1);
  assert.equal(end.observed.not_json, 1);
  assert.equal(end.observed.skipped, 3);
  // The input is written before the server's requests arrive, so only the request side is certain here.
  assert.ok(lines.some((l) => l.type === 'checkpoint' && l.why === 'sampling'));
  assert.deepEqual(lines.filter((l) => l.type === 'list_changed').map((l) => l.list), ['tools']);
});

test('a server that cannot be started: one line on stderr, exit 127', async () => {
  const r = await runPiped(process.execPath, tapArgs('missing', join(dir, 'no-such-server'), []), [], env);
  assert.equal(r.code, 127);
  assert.match(r.stderr, /^mcp-schema-sentinel tap: cannot start .*: command not found\n$/);
});

test('killing the client leaves no server process', async () => {
  const pidFile = join(dir, 'server.pid');
  // The client is a shell that runs the tap and is then SIGKILLed: the tap is re-parented.
  const client = spawn('/bin/sh', ['-c', `${process.execPath} ${tapArgs('orphan', process.execPath, [FAULTS, 'ignore']).join(' ')} & wait`], {
    env: { ...env, PID_FILE: pidFile },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8') === '') await new Promise((r) => setTimeout(r, 50));
  const pid = Number(readFileSync(pidFile, 'utf8'));
  assert.ok(isAlive(pid));
  client.kill('SIGKILL');
  client.stdin.destroy();
  client.stdout.destroy();
  // Bounded by the test runner's own timeout, not asserted.
  while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
  assert.equal(isAlive(pid), false);
});

test('tap config prints the configuration with each stdio server wrapped, and never writes it', async () => {
  const file = join(dir, 'claude_desktop_config.json');
  const text = JSON.stringify({
    mcpServers: {
      files: { command: 'npx', args: ['-y', 'server-x', '/data'], env: { API_KEY: '${API_KEY}' }, cwd: '/srv' },
      remote: { url: 'https://example.com/mcp' },
    },
    other: { kept: true },
  });
  writeFileSync(file, text);
  const r = await runPiped(process.execPath, [tapArgs('x', 'x', [])[0], 'tap', 'config', file], [], env);
  assert.equal(r.code, 0, r.stderr);
  const doc = JSON.parse(r.stdout.toString('utf8'));
  assert.deepEqual(doc.mcpServers.files, { command: 'mcp-schema-sentinel', args: ['tap', '--name', 'files', '--', 'npx', '-y', 'server-x', '/data'], env: { API_KEY: '${API_KEY}' }, cwd: '/srv' });
  assert.deepEqual(doc.mcpServers.remote, { url: 'https://example.com/mcp' });
  assert.deepEqual(doc.other, { kept: true });
  assert.equal(readFileSync(file, 'utf8'), text);
  assert.match(r.stderr, /1 server\(s\) wrapped in the tap, named as `scan --config` names them; left as they were: remote \(an HTTP server\)\. Nothing was written/);
});

test('tap config on a client\'s own file names each server as scan --discover does, so sessions and cron scans meet', async () => {
  const home = mkdtempSync(join(dir, 'home-'));
  mkdirSync(join(home, '.cursor'));
  const file = join(home, '.cursor', 'mcp.json');
  writeFileSync(file, JSON.stringify({ mcpServers: { notes: { command: process.execPath, args: [SCRIPTED] } } }));
  const homeEnv = { ...env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), MCP_SENTINEL_DB: join(home, 'history.db'), TAP_MODE: 'clean' };
  const cli = tapArgs('x', 'x', [])[0];
  const printed = await runPiped(process.execPath, [cli, 'tap', 'config', file], [], homeEnv);
  assert.equal(printed.code, 0, printed.stderr.toString());
  const args = JSON.parse(printed.stdout.toString('utf8')).mcpServers.notes.args as string[];
  assert.deepEqual(args.slice(0, 3), ['tap', '--name', 'cursor/notes']);
  assert.match(printed.stderr.toString(), /named as `scan --discover` names them/);
  const scan = await runPiped(process.execPath, [cli, 'scan', '--discover'], [], homeEnv);
  assert.equal(scan.code, 0, scan.stderr.toString());
  const status = await runPiped(process.execPath, [cli, 'status'], [], homeEnv);
  const servers = status.stdout.toString('utf8').trim().split('\n').map((l) => JSON.parse(l).server as string);
  assert.deepEqual(servers, ['cursor/notes']);
  const asConfig = await runPiped(process.execPath, [cli, 'tap', 'config', '--ids', 'config', file], [], homeEnv);
  assert.deepEqual(JSON.parse(asConfig.stdout.toString('utf8')).mcpServers.notes.args.slice(0, 3), ['tap', '--name', 'notes']);
  const wrong = await runPiped(process.execPath, [cli, 'tap', 'config', '--ids', 'discover', join(dir, 'claude_desktop_config.json')], [], homeEnv);
  assert.equal(wrong.code, 2);
  assert.match(wrong.stderr.toString(), /--ids discover: .* is not a client configuration file/);
});
