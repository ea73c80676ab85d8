/**
 * Fleet scanning as an operator meets it: the built CLI reads real client configuration files
 * (every supported shape, from fixtures) that point at real local servers — the manifest server,
 * a slow starter, hostile stdio modes and loopback HTTP servers — and the tests check the records,
 * the exit codes, what is in the history and what reached each server.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EvidenceFindingOf } from '../src/model.js';
import { BIN, runCli, type CliResult } from './helpers/cli.js';
import { readPid, waitGone } from './servers/helpers.js';
import { startHttpServer, type TestHttpServer } from './servers/http-test-server.js';
import { SAFE_ENV_KEYS } from '../src/connect/stdio.js';
import { CLIENT_FILES, MANIFESTS, SERVER_PATHS, outcomes, scansIn, writeConfig } from './fixtures/fleet/fleet-fixtures.js';

type Client = (typeof CLIENT_FILES)[number]['client'];

const TOKEN = 'tok-fleet-123';
/**
 * Per-server timeout of the fault scans: long enough that the healthy servers (one starts slowly)
 * answer on a busy machine, since what is tested is that each fault stays its own record.
 */
const TIMEOUT = 8000;

let tmp: string;
let home: string;
let xdg: string;
let work: string;
let project: string;
let jsonServer: TestHttpServer;
let sseServer: TestHttpServer;
/** client -> its configuration file at the client's own path under the fake HOME / XDG_CONFIG_HOME. */
const files = new Map<Client, string>();
let faults: string;
let shadow: string;
let dbCount = 0;

before(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'sentinel-fleet-'));
  [home, xdg, work, project] = ['home', 'xdg', 'work', 'project'].map((d) => join(tmp, d));
  for (const d of [home, xdg, work, project]) mkdirSync(d);
  jsonServer = await startHttpServer({ mode: 'json' });
  sseServer = await startHttpServer({ mode: 'sse-fallback' });
  const vars = { ...SERVER_PATHS, HTTP_JSON: jsonServer.url, HTTP_SSE: sseServer.url, PROJECT: project, WORK: work };
  for (const f of CLIENT_FILES) files.set(f.client, writeConfig(f.template, join(f.under === 'home' ? home : xdg, ...f.path), vars));
  // Claude Desktop's file where XDG_CONFIG_HOME says it is not: discovery must not read it.
  writeConfig('shadow.json', join(home, '.config', 'Claude', 'claude_desktop_config.json'), vars);
  faults = writeConfig('faults.json', join(work, 'faults.json'), vars);
  shadow = writeConfig('shadow.json', join(work, 'shadow.json'), vars);
});

after(async () => {
  await Promise.all([jsonServer?.close(), sseServer?.close()]);
  rmSync(tmp, { recursive: true, force: true });
});

/** The operator's environment: a fake HOME and XDG_CONFIG_HOME, and the variables the fixtures expand. */
function operatorEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { HOME: home, XDG_CONFIG_HOME: xdg, CLAUDE_CONFIG_DIR: '', FLEET_MANIFESTS: MANIFESTS, FLEET_TOKEN: TOKEN, FLEET_TEAM: '', ...extra };
}

function newDb(): string {
  return join(tmp, `history-${++dbCount}.db`);
}

function scan(db: string, args: string[], env: Record<string, string> = operatorEnv()): Promise<CliResult> {
  return runCli(['--db', db, 'scan', ...args], { env });
}

function file(client: Client): string {
  return files.get(client)!;
}

function errorCodes(r: CliResult): Record<string, string | undefined> {
  return Object.fromEntries(r.records.filter((x) => x.kind === 'error').map((x) => [x.server, x.error_code]));
}

test('--config reads every client shape: each server is scanned under its own id', async () => {
  const shapes: Array<{ client: Client; exit: number; ok: Record<string, string>; failed: string[] }> = [
    { client: 'claude-desktop', exit: 0, ok: { docs: 'docs-server', notes: 'notes-server', 'env-probe': 'hostile-env-dump' }, failed: [] },
    // tickets starts slowly (400 ms); web is HTTP (`url`)
    { client: 'cursor', exit: 0, ok: { tickets: 'tickets-server', web: 'http-test' }, failed: [] },
    // `serverUrl`; old-calendar is disabled and left out
    { client: 'windsurf', exit: 0, ok: { remote: 'http-test', calendar: 'calendar-server' }, failed: [] },
    // top level (stdio with cwd, http) and per project
    { client: 'claude-code', exit: 0, ok: { tasks: 'tasks-server', api: 'http-test', [`shop-db@${project}`]: 'shop-db-server' }, failed: [] },
    // `httpUrl` and `url` (SSE) reach one server: identical tools on two entries are not a shadow (no H11)
    { client: 'gemini', exit: 0, ok: { gh: 'http-test', events: 'http-test', weather: 'weather-server' }, failed: [] },
    // `servers` with `type`; deploy needs ${input:build-token}
    { client: 'vscode', exit: 2, ok: { build: 'build-server', remote: 'http-test' }, failed: ['deploy'] },
  ];
  const runs = await Promise.all(
    shapes.map(async (s) => {
      const db = newDb();
      return { s, db, r: await scan(db, ['--config', file(s.client)]) };
    }),
  );
  for (const { s, db, r } of runs) {
    assert.equal(r.code, s.exit, `${s.client}: ${r.stderr}${r.stdout}`);
    const seen = outcomes(db);
    assert.deepEqual(seen.ok, s.ok, s.client);
    assert.deepEqual(Object.keys(seen.failed), s.failed, s.client);
    assert.deepEqual(Object.keys(errorCodes(r)), s.failed, `${s.client}: one error record per failed server`);
    for (const rec of r.records) assert.ok(rec.server in s.ok || s.failed.includes(rec.server), `${s.client}: record for ${rec.server}`);
    assert.doesNotMatch(r.stderr, /^read: /m, '--config alone lists no discovered files');
  }
  // ${env:VAR} and ${VAR:-default} reached the HTTP server as expanded header values.
  assert.ok(jsonServer.headersSeen.get('authorization')?.includes(`Bearer ${TOKEN}`), 'Cursor header expanded');
  assert.ok(jsonServer.headersSeen.get('x-team')?.includes('platform'), 'Claude Code ${VAR:-default} expanded');
  // Gemini's `url` is SSE: a GET stream, never a Streamable HTTP POST to it.
  assert.ok(sseServer.requests.includes('GET /mcp'), sseServer.requests.join(', '));
  assert.ok(!sseServer.requests.includes('POST /mcp'), sseServer.requests.join(', '));
  // Header values are credentials: never stored.
  const cursorDb = runs.find((x) => x.s.client === 'cursor')!.db;
  for (const f of [cursorDb, `${cursorDb}-wal`]) if (existsSync(f)) assert.ok(!readFileSync(f).includes(TOKEN), `${f} holds the token`);
});

test('${input:…}: one error record naming the input, the other servers still scanned, exit 2', async () => {
  const db = newDb();
  const r = await scan(db, ['--config', file('vscode')]);
  assert.equal(r.code, 2, r.stderr);
  const errors = r.records.filter((x) => x.kind === 'error');
  assert.equal(errors.length, 1, r.stdout);
  assert.equal(errors[0].server, 'deploy');
  assert.equal(errors[0].error_code, 'config');
  assert.match(errors[0].reason ?? '', /needs interactive input \$\{input:build-token\}/);
  assert.deepEqual(Object.keys(outcomes(db).ok).sort(), ['build', 'remote']);
});

test('${VAR} in args is expanded; an unset one makes that entry an error record, not a stop', async () => {
  const db = newDb();
  const { FLEET_MANIFESTS: _unset, ...env } = operatorEnv();
  const r = await scan(db, ['--config', file('claude-desktop')], env);
  assert.equal(r.code, 2, r.stderr);
  assert.deepEqual(errorCodes(r), { notes: 'config' });
  assert.match(r.records[0].reason ?? '', /environment variable FLEET_MANIFESTS is not set/);
  assert.deepEqual(Object.keys(outcomes(db).ok).sort(), ['docs', 'env-probe']);
});

test('--only picks entries; an unknown id is exit 2 with one line and nothing scanned', async () => {
  const db = newDb();
  const r = await scan(db, ['--config', file('claude-desktop'), '--only', 'docs,notes']);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(outcomes(db).ok, { docs: 'docs-server', notes: 'notes-server' });

  const db2 = newDb();
  const bad = await scan(db2, ['--config', file('claude-desktop'), '--only', 'docs,nope']);
  assert.equal(bad.code, 2);
  assert.equal(bad.stdout, '');
  const lines = bad.stderr.trim().split('\n');
  assert.equal(lines.length, 1, bad.stderr);
  assert.match(lines[0], /--only: no server with id "nope"; known ids: docs, notes, env-probe/);
  assert.ok(!existsSync(db2) || scansIn(db2).length === 0, 'nothing scanned');

  // An empty list (`--only "$IDS"` with IDS unset) is a mistake, not "every server".
  const empty = await scan(db2, ['--config', file('claude-desktop'), '--only', '']);
  assert.equal(empty.code, 2, empty.stdout);
  assert.match(empty.stderr, /^mcp-schema-sentinel: --only names no server id\n$/);
  assert.ok(!existsSync(db2) || scansIn(db2).length === 0, 'nothing scanned');
});

test('--discover finds every client file under a fake HOME and XDG_CONFIG_HOME, ids <client>/<key>', async () => {
  const db = newDb();
  const r = await scan(db, ['--verbose', '--discover']);
  assert.equal(r.code, 2, r.stderr); // vscode/deploy needs input
  const read = r.stderr.split('\n').filter((l) => l.startsWith('read: ')).map((l) => l.slice('read: '.length));
  assert.deepEqual(read, CLIENT_FILES.map((f) => file(f.client)), 'the files read, in discovery order; not ~/.config when XDG_CONFIG_HOME is set');
  const seen = outcomes(db);
  assert.deepEqual(Object.keys(seen.ok).sort(), [
    'claude-code/api', 'claude-code/tasks', `claude-code/shop-db@${project}`,
    'claude-desktop/docs', 'claude-desktop/env-probe', 'claude-desktop/notes',
    'cursor/tickets', 'cursor/web', 'gemini/events', 'gemini/gh', 'gemini/weather',
    'vscode/build', 'vscode/remote', 'windsurf/calendar', 'windsurf/remote',
  ].sort());
  assert.deepEqual(errorCodes(r), { 'vscode/deploy': 'config' });

  // Discovered ids are what --only takes.
  const db2 = newDb();
  const only = await scan(db2, ['--discover', '--only', 'cursor/tickets,gemini/weather']);
  assert.equal(only.code, 0, only.stderr);
  assert.deepEqual(outcomes(db2).ok, { 'cursor/tickets': 'tickets-server', 'gemini/weather': 'weather-server' });
});

test('--discover: missing files are not errors; no file at all is a quiet exit 0', async () => {
  const lone = join(tmp, 'lone-home');
  writeConfig('cursor-mcp.json', join(lone, '.cursor', 'mcp.json'), { ...SERVER_PATHS, HTTP_JSON: jsonServer.url });
  const db = newDb();
  const r = await scan(db, ['--verbose', '--discover'], operatorEnv({ HOME: lone, XDG_CONFIG_HOME: join(lone, 'no-such-xdg') }));
  assert.equal(r.code, 0, r.stderr + r.stdout);
  assert.deepEqual(r.stderr.trim().split('\n').filter((l) => !l.includes('new history at')), [`read: ${join(lone, '.cursor', 'mcp.json')}`]);
  // Without --verbose the files read are not listed: cron mail carries only what needs a look.
  const quietRun = await scan(db, ['--discover'], operatorEnv({ HOME: lone, XDG_CONFIG_HOME: join(lone, 'no-such-xdg') }));
  assert.equal(quietRun.stderr, '');
  assert.deepEqual(r.records.filter((x) => x.kind === 'error'), []);
  assert.deepEqual(Object.keys(outcomes(db).ok).sort(), ['cursor/tickets', 'cursor/web']);

  const empty = join(tmp, 'empty-home');
  mkdirSync(empty);
  const none = await scan(newDb(), ['--discover'], operatorEnv({ HOME: empty, XDG_CONFIG_HOME: '' }));
  assert.equal(none.code, 0, none.stderr);
  assert.equal(none.stdout, '');
  assert.deepEqual(none.stderr.trim().split('\n').filter((l) => !l.includes('new history at')), ['mcp-schema-sentinel: --discover found no MCP client configuration']);
});

test('malformed entries and an unparsable discovered file: one error record each, the rest scanned', async () => {
  const db = newDb();
  const r = await scan(db, ['--config', writeConfig('malformed.json', join(work, 'malformed.json'), SERVER_PATHS)]);
  assert.equal(r.code, 2, r.stderr);
  const bad = ['args-not-a-list', 'nothing-to-run', 'odd-type', 'both', 'not-an-object'];
  assert.deepEqual(errorCodes(r), Object.fromEntries(bad.map((id) => [id, 'config'])));
  assert.deepEqual(outcomes(db).ok, { docs: 'docs-server' });

  const broken = join(tmp, 'broken-home');
  writeConfig('claude_desktop_config.json', join(broken, '.config', 'Claude', 'claude_desktop_config.json'), { ...SERVER_PATHS, WORK: work });
  const cursorFile = join(broken, '.cursor', 'mcp.json');
  mkdirSync(join(broken, '.cursor'));
  writeFileSync(cursorFile, '{ "mcpServers": { "half": { "command": "node", '); // a file cut off mid-save
  const db2 = newDb();
  const d = await scan(db2, ['--discover'], operatorEnv({ HOME: broken, XDG_CONFIG_HOME: '' }));
  assert.equal(d.code, 2, d.stderr);
  assert.deepEqual(Object.keys(errorCodes(d)), [`config:${cursorFile}`]);
  assert.match(d.records.find((x) => x.kind === 'error')?.reason ?? '', /not valid JSON/);
  assert.deepEqual(Object.keys(outcomes(db2).ok).sort(), ['claude-desktop/docs', 'claude-desktop/env-probe', 'claude-desktop/notes']);
});

test('a hang, a crash and garbage: each its own error record, the healthy ones scanned, the hangs waited out together', async () => {
  const db = newDb();
  const r = await scan(db, ['--config', faults, '--timeout', String(TIMEOUT)]);
  assert.equal(r.code, 2, r.stderr);
  assert.deepEqual(errorCodes(r), {
    'hang-1': 'timeout', 'hang-2': 'timeout', 'hang-3': 'timeout', 'hang-4': 'timeout',
    crash: 'crashed', garbage: 'protocol_error',
  });
  assert.equal(r.records.filter((x) => x.kind === 'error').length, 6, 'one error record each');
  // chatty prints a banner and log lines on stdout, yet serves a manifest: scanned.
  assert.deepEqual(outcomes(db).ok, { docs: 'docs-server', tickets: 'tickets-server', chatty: 'hostile-banner' });
  // Waited out together (--concurrency 8): the last hang to start found the three others still
  // running. One after the other, each would have found the earlier ones stopped. Each hang counts
  // its live peers as it starts, so no duration is compared: a busy machine cannot change the count
  // unless it delays a start past the others' whole timeout.
  const seen = [1, 2, 3, 4].map((i) => Number(readFileSync(join(work, `hang-${i}.peers`), 'utf8')));
  assert.equal(Math.max(...seen), 3, `live peers each hang saw as it started: ${seen.join(', ')}`);
  for (let i = 1; i <= 4; i++) assert.ok(await waitGone(readPid(join(work, `hang-${i}.pid`)), 30_000), `hang-${i} still running`);
  // stdout is JSONL and stderr a pipe: no raw escape sequence from the garbage, no progress line.
  assert.ok(!r.stdout.includes('\u001b'), 'raw escape on stdout');
  assert.doesNotMatch(r.stderr, /scanned \d+\/\d+|\r|\u001b/, 'progress on a piped stderr');
});

test('env isolation: a server gets what its entry declares and the safe set, never the operator token', async () => {
  const dump = join(work, 'env-probe.json');
  rmSync(dump, { force: true });
  // MCP_SENTINEL_NOW (the sensor's clock, fixed in tests) is the sensor's own setting, never a server's.
  const r = await scan(newDb(), ['--config', file('claude-desktop'), '--only', 'env-probe'], operatorEnv({ SENTINEL_OPERATOR_TOKEN: 's3cr3t', MCP_SENTINEL_NOW: '2026-12-01T00:00:00Z' }));
  assert.equal(r.code, 0, r.stderr);
  const seen = JSON.parse(readFileSync(dump, 'utf8')) as Record<string, string>;
  assert.equal(seen.FOO, 'bar');
  assert.equal(seen.HOME, home);
  assert.ok(seen.PATH, 'PATH passed');
  assert.equal(seen.SENTINEL_OPERATOR_TOKEN, undefined);
  assert.equal(seen.MCP_SENTINEL_NOW, undefined);
  assert.ok(!Object.values(seen).includes('s3cr3t'));
  // MCP_SENTINEL_SCAN is the sensor's own marker (a random value per scan that finds escaped daemons).
  const allowed = new Set<string>([...SAFE_ENV_KEYS, 'FOO', 'ENV_DUMP_FILE', 'MCP_SENTINEL_SCAN']);
  assert.deepEqual(Object.keys(seen).filter((k) => !allowed.has(k)), [], 'nothing else from the operator (FLEET_TOKEN …)');
});

test('H11 across servers: two servers exposing the same tool name are reported, each naming the other; HIGH only for the one that claims to be better', async () => {
  const r = await scan(newDb(), ['--config', shadow]);
  assert.equal(r.code, 1, r.stderr);
  const h11 = r.records.filter((x) => x.heuristic_ids.includes('H11'));
  assert.deepEqual(h11.map((x) => x.server).sort(), ['mail', 'mail-helper']);
  for (const rec of h11) {
    // mail-helper's send_email is "faster than the standard mail tool": a shadow. mail's own
    // send_email is only a duplicate of a generic name: a low note.
    assert.equal(rec.severity, rec.server === 'mail-helper' ? 'HIGH' : 'LOW');
    assert.equal(rec.tool, 'send_email');
    const detail = rec.evidence?.findings.find((f): f is EvidenceFindingOf<'H11'> => f.heuristic_id === 'H11')?.detail;
    assert.deepEqual(detail && 'duplicate_of' in detail ? detail.duplicate_of : null, [rec.server === 'mail' ? 'mail-helper' : 'mail']);
  }
});

test('H11 across servers in pretty output: each record names the other server', async () => {
  const r = await runCli(['--format', 'pretty', '--db', newDb(), 'scan', '--config', shadow], { env: operatorEnv() });
  assert.equal(r.code, 1, r.stderr);
  // Pretty output wraps at 80 columns: words are matched across line breaks.
  assert.match(r.stdout, /H11 +\[LOW\] +tool\s+name\s+also\s+exposed,\s+with\s+another\s+definition,\s+by\s+mail-helper\n/);
  assert.match(r.stdout, /H11 +\[HIGH\] +tool\s+name\s+also\s+exposed\s+by\s+mail,\s+and\s+its\s+text\s+claims\s+to\s+replace\s+that\s+tool\n/);
  assert.doesNotMatch(r.stdout, /cross-tool reference in name/);
});

const hasScript = spawnSync('script', ['--version']).status === 0;

test('progress on a terminal: servers done / total, the slow one named, line cleared at the end', { skip: !hasScript && 'no script(1)' }, async () => {
  // script(1) gives the CLI a pseudo-terminal, as an operator at a shell has.
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, BIN, '--db', newDb(), 'scan', '--config', faults, '--only', 'docs,hang-1', '--timeout', String(TIMEOUT)].map(quote).join(' ');
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { env: { ...process.env, ...operatorEnv(), NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (text += d));
    const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error(`script timed out: ${text}`))), 60_000);
    child.on('close', () => (clearTimeout(timer), resolve(text)));
  });
  assert.match(out, /\r\u001b\[2Kscanned 1\/2 · waiting for hang-1/, JSON.stringify(out));
  assert.match(out, /scanned 2\/2\r\u001b\[2K/, 'cleared when done');
});
