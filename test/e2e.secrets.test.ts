/**
 * No secret written or printed, through the built CLI: values that variables put into a config's
 * args or URL, credentials a server echoes back (in a tool, an error, a redirect), and header values
 * with line breaks. Each server still receives the secret; neither stdout, stderr nor the history
 * file holds it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCli, Workspace, type CliResult } from './helpers/cli.js';

const ECHO = fileURLToPath(new URL('./servers/echo-secrets.js', import.meta.url));
const TOKEN = 'tok-5ecret-0123456789';
const ws = new Workspace();
const servers: ChildProcess[] = [];
after(() => {
  for (const s of servers) s.kill();
  ws.cleanup();
});

/** An echo HTTP server in `mode`; resolves to its base URL. */
function echoHttp(mode: string): Promise<string> {
  const child = spawn(process.execPath, [ECHO, 'http', mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  servers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      const m = /port (\d+)/.exec(d);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`echo server exited (${code})`)));
  });
}

/** Every byte the sensor left: stdout, stderr, the history file and its journal. */
function assertNowhere(secret: string, r: CliResult, db: string): void {
  assert.ok(!r.stdout.includes(secret), `stdout holds the secret:\n${r.stdout}`);
  assert.ok(!r.stderr.includes(secret), `stderr holds the secret:\n${r.stderr}`);
  for (const f of [db, `${db}-wal`]) {
    if (existsSync(f)) assert.ok(!readFileSync(f).includes(secret), `${f} holds the secret`);
  }
}

let http: Record<string, string> = {};
before(async () => {
  http = { tool: await echoHttp('tool'), error: await echoHttp('error'), redirect: await echoHttp('redirect') };
});

test('a variable expanded into args or a URL path is shown as its placeholder, stored nowhere, and still reaches the server', async () => {
  const db = `${ws.dir}/expand.db`;
  const config = `${ws.dir}/mcp.json`;
  writeFileSync(config, JSON.stringify({
    mcpServers: {
      local: { command: process.execPath, args: [ECHO, 'stdio', '--token', '${API_TOKEN}'] },
      remote: { url: `${http.tool}/t/\${API_TOKEN}/mcp`, headers: { Authorization: 'Bearer static-header-value' } },
    },
  }));
  for (const pass of [1, 2]) {
    // Both servers list a tool of the same name (H11, HIGH): --fail-on none keeps the exit code about secrets.
    const r = await runCli(['--db', db, 'scan', '--config', config, '--fail-on', 'none'], { env: { API_TOKEN: TOKEN } });
    assert.equal(r.code, 0, r.stderr);
    assertNowhere(TOKEN, r, db);
    if (pass === 1) {
      const shown = new Map(r.records.map((x) => [x.server, x.endpoint]));
      assert.match(shown.get('local') ?? '', /^stdio:\S+ \S+echo-secrets\.js stdio --token \$\{API_TOKEN\}$/);
      assert.match(shown.get('remote') ?? '', /^http:\/\/127\.0\.0\.1:\d+\/t\/\$\{API_TOKEN\}\/mcp$/);
    } else {
      assertNowhere(TOKEN, await runCli(['--db', db, 'events']), db);
    }
  }
  // The server got the real value: it quoted it in its tool, which the history keeps as REDACTED.
  const raw = readFileSync(db);
  assert.ok(raw.includes('Configured with --token REDACTED'), 'the stdio server received the token and echoed it');
  assert.ok(raw.includes('stdio:') && raw.includes('--token ${API_TOKEN}'), 'endpoint stored with the placeholder');
  assert.ok(raw.includes('/t/${API_TOKEN}/mcp'), 'URL path stored with the placeholder');
  assert.ok(raw.includes('/t/REDACTED/mcp'), 'the HTTP server was asked for the real path and quoted it');
});

test('a token echoed in an error, in a redirect Location or in a tool is REDACTED in stdout and in the history', async () => {
  const header = ['--header', 'Authorization: Bearer ${MCP_TOKEN}'];
  for (const mode of ['error', 'redirect', 'tool'] as const) {
    const db = `${ws.dir}/echo-${mode}.db`;
    const r = await runCli(['--db', db, 'scan', '--url', `${http[mode]}/mcp`, '--name', mode, '--fail-on', 'none', ...header], { env: { MCP_TOKEN: TOKEN } });
    assertNowhere(TOKEN, r, db);
    const text = JSON.stringify(r.records);
    if (mode === 'error') {
      assert.equal(r.code, 2);
      assert.match(text, /invalid token REDACTED/);
    } else if (mode === 'redirect') {
      const h4 = r.records.find((x) => x.heuristic_ids.includes('H4'));
      assert.ok(h4, `H4 fired: ${r.stdout}`);
      assert.match(text, /\/steal\/REDACTED/);
    } else {
      assert.equal(r.code, 0, r.stderr);
      assert.ok(readFileSync(db).includes('Configured with REDACTED on /mcp'), 'the tool is stored with the header value scrubbed');
    }
    const ev = await runCli(['--db', db, 'events']);
    assertNowhere(TOKEN, ev, db);
  }
});

test('a --header value with CR or LF is refused with one line, before anything runs', async () => {
  for (const value of [`Bearer ${TOKEN}\r\nX-Injected: 1`, `Bearer ${TOKEN}\nmore`]) {
    const db = `${ws.dir}/crlf.db`;
    const r = await runCli(['--db', db, 'scan', '--url', `${http.tool}/mcp`, '--header', `Authorization: ${value}`]);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.match(r.stderr, /--header Authorization has a line break \(CR or LF\) or NUL in its value/);
    assertNowhere(TOKEN, r, db);
    assert.ok(!existsSync(db), 'nothing was written');
  }
  // The same from a variable.
  const r = await runCli(['--db', `${ws.dir}/crlf2.db`, 'scan', '--url', `${http.tool}/mcp`, '--header', 'Authorization: Bearer ${MCP_TOKEN}'], { env: { MCP_TOKEN: `${TOKEN}\r\nX: y` } });
  assert.equal(r.code, 2);
  assertNowhere(TOKEN, r, `${ws.dir}/crlf2.db`);
});
