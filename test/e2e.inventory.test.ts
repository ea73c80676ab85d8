import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_SERVER, ROOT, Workspace, runCli } from './helpers/cli.js';

/**
 * `inventory` and toxic flows through the built CLI: a filesystem server (the real reference
 * server), a fetch server and a mail-sending server (manifest servers) in one client configuration.
 */

const ws = new Workspace();
after(() => ws.cleanup());

const FILESYSTEM = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-filesystem', 'dist', 'index.js');
const root = join(ws.dir, 'files');
mkdirSync(root);

function manifest(name: string, tools: unknown[]): string {
  const file = join(ws.dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ tools, serverInfo: { name, version: '1.0.0' } }));
  return file;
}

const str = { type: 'string' };
const fetchFile = manifest('fetch', [
  { name: 'fetch', description: 'Fetches a URL from the internet and returns the page as markdown.', inputSchema: { type: 'object', properties: { url: str }, required: ['url'] } },
]);
const mailFile = manifest('mail', [
  { name: 'send_email', description: 'Send an email to one or more recipients.', inputSchema: { type: 'object', properties: { to: str, subject: str, body: str } } },
]);

const servers: Record<string, unknown> = {
  filesystem: { command: process.execPath, args: [FILESYSTEM, root] },
  fetch: { command: process.execPath, args: [MANIFEST_SERVER, fetchFile] },
  mail: { command: process.execPath, args: [MANIFEST_SERVER, mailFile] },
};

function config(name: string, keys: string[]): string {
  const file = join(ws.dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ mcpServers: Object.fromEntries(keys.map((k) => [k, servers[k]])) }));
  return file;
}

const inv = (args: string[]) => runCli(['--db', ws.db, 'inventory', ...args]);
const ofKind = (lines: unknown[], kind: string) => lines.filter((l) => (l as { kind?: string }).kind === kind) as any[];

test('filesystem + fetch + mail in one configuration: one toxic_flow naming the three legs and their tools', async () => {
  const all = config('all', ['filesystem', 'fetch', 'mail']);
  const r = await inv(['--config', all, '--scan']);
  assert.equal(r.code, 0, r.stderr);
  const flows = ofKind(r.lines, 'toxic_flow');
  assert.equal(flows.length, 1, JSON.stringify(flows));
  const f = flows[0];
  assert.equal(f.flow, 'lethal-trifecta');
  assert.equal(f.severity, 'HIGH');
  assert.equal(f.scope, 'config');
  assert.deepEqual(f.servers, ['fetch', 'filesystem', 'mail']);
  assert.ok(f.legs['private-data'].some((t: any) => t.server === 'filesystem' && t.tool === 'read_text_file'), JSON.stringify(f.legs));
  assert.deepEqual(f.legs['untrusted-content'], [{ server: 'fetch', tool: 'fetch' }]);
  assert.deepEqual(f.legs.egress, [{ server: 'mail', tool: 'send_email' }]);
  assert.match(f.why, /reads private data \(filesystem: .*takes in content others write \(fetch: fetch\).*can send data out \(mail: send_email\)/);
  // Each tool's labels, with evidence, from the history.
  const send = ofKind(r.lines, 'tool_labels').find((t) => t.tool === 'send_email');
  assert.deepEqual(send.labels.map((l: any) => l.label), ['egress']);
  assert.ok(send.labels[0].evidence.some((e: any) => e.field === 'inputSchema.properties.to'));
  // Fleet row of the configuration.
  const [session] = ofKind(r.lines, 'session');
  assert.deepEqual(session.flows, [{ flow: 'lethal-trifecta', severity: 'HIGH' }]);
  // --fail-on lets CI gate on it.
  assert.equal((await inv(['--config', all, '--fail-on', 'high'])).code, 1);
});

test('removing any leg removes the trifecta (read from the history: no new connection)', async () => {
  for (const keys of [['fetch', 'mail'], ['filesystem', 'mail'], ['filesystem', 'fetch']]) {
    const r = await inv(['--config', config(`without-${keys.join('-')}`, keys)]);
    assert.equal(r.code, 0, r.stderr);
    const flows = ofKind(r.lines, 'toxic_flow').map((f) => f.flow);
    assert.ok(!flows.includes('lethal-trifecta'), `${keys}: ${flows}`);
    // Files that can be overwritten next to fetched pages, without a way out: MEDIUM.
    if (keys.join() === 'filesystem,fetch') assert.deepEqual(ofKind(r.lines, 'toxic_flow').map((f) => [f.flow, f.severity]), [['destructive-injection', 'MEDIUM']]);
  }
});

test('pretty shows the flow and the fleet table; SARIF has one result per flow', async () => {
  const all = join(ws.dir, 'all.json');
  const pretty = await inv(['--config', all, '--format', 'pretty']);
  assert.equal(pretty.code, 0, pretty.stderr);
  assert.match(pretty.stdout, /\[HIGH\] toxic flow lethal-trifecta in .*all\.json/);
  assert.match(pretty.stdout, /egress +mail: send_email/);
  assert.match(pretty.stdout, /fleet: client configuration/);
  const sarif = await inv(['--config', all, '--format', 'sarif']);
  const doc = JSON.parse(sarif.stdout);
  assert.equal(doc.version, '2.1.0');
  assert.deepEqual(doc.runs[0].results.map((x: any) => [x.ruleId, x.level]), [['toxic-flow/lethal-trifecta', 'error']]);
});

test('a change that adds send_email to a server that reads a mailbox alerts as a new toxic flow', async () => {
  const read = { name: 'read_inbox', description: "Read the latest messages in the user's mailbox.", inputSchema: { type: 'object', properties: { limit: { type: 'number' } } } };
  const send = { name: 'send_email', description: 'Send an email.', inputSchema: { type: 'object', properties: { to: str, body: str } } };
  ws.writeManifest({ tools: [read], serverInfo: { name: 'mailbox', version: '1.0.0' } });
  const first = await runCli(ws.scanArgs('mailbox'));
  assert.equal(first.records.filter((r) => r.type === 'toxic_flow').length, 0);
  ws.writeManifest({ tools: [read, send], serverInfo: { name: 'mailbox', version: '1.1.0' } });
  const second = await runCli(ws.scanArgs('mailbox'));
  const flows = second.records.filter((r) => r.type === 'toxic_flow');
  assert.equal(flows.length, 1, second.stdout);
  const f = flows[0]!;
  assert.equal(f.kind, 'alert');
  assert.equal(f.severity, 'HIGH');
  assert.equal(f.tool, 'send_email');
  assert.equal(f.evidence!.flow, 'lethal-trifecta');
  assert.deepEqual(f.evidence!.legs_added, ['egress']);
  assert.match(String(f.evidence!.fragment), /adds the egress leg of a lethal-trifecta/);
  assert.equal(second.code, 1);
  // The same alert is stored: events shows it, verify holds the chain.
  const events = await runCli(['--db', ws.db, 'events', '--type', 'toxic_flow']);
  assert.equal(events.records.length, 1);
  const pretty = await runCli(['--db', ws.db, '--format', 'pretty', 'events', '--type', 'toxic_flow']);
  assert.match(pretty.stdout, /new toxic flow/);
});

test('destructiveHint: false from an untrusted server does not remove destructive from delete_repository; trust does', async () => {
  const gh = manifest('gh', [{ name: 'delete_repository', description: 'Delete a repository.', inputSchema: { type: 'object', properties: { repo: str } }, annotations: { destructiveHint: false } }]);
  await runCli(['--db', ws.db, 'scan', '--name', 'gh', '--', process.execPath, MANIFEST_SERVER, gh]);
  const labelsOf = async () => ofKind((await inv(['--server', 'gh'])).lines, 'tool_labels')[0];
  const before = await labelsOf();
  assert.deepEqual(before.labels.map((l: any) => l.label), ['destructive']);
  assert.equal(before.annotations_trusted, false);
  const t = await runCli(['--db', ws.db, 'trust', '--server', 'gh', '--annotations', '--by', 'alice', '--note', 'our own server']);
  assert.equal(t.code, 0, t.stderr);
  const row = t.lines[0] as any;
  assert.equal(row.server, 'gh');
  assert.equal(row.by, 'alice');
  assert.match(row.at, /^\d{4}-/);
  const afterTrust = await labelsOf();
  assert.deepEqual(afterTrust.labels, []);
  assert.deepEqual(afterTrust.removed, [{ label: 'destructive', rule: 'lbl.trust.not-destructive', field: 'annotations.destructiveHint' }]);
  // Revoked: the hint is a hint again. Every decision stays in the chained history.
  await runCli(['--db', ws.db, 'trust', '--server', 'gh', '--annotations', '--revoke', '--by', 'bob']);
  assert.deepEqual((await labelsOf()).labels.map((l: any) => l.label), ['destructive']);
  assert.equal((await runCli(['--db', ws.db, 'verify'])).code, 0);
  const list = await runCli(['--db', ws.db, 'trust', '--list']);
  assert.deepEqual(list.lines.map((l: any) => [l.server, l.annotations_trusted, l.by]), [['gh', false, 'bob']]);
});

test('bad input: no description, empty schema, other scripts, thousands of tools; unknown servers and missing flags are one line', async () => {
  const tools = [
    { name: 'read_file', inputSchema: { type: 'object' } },
    { name: 'x', inputSchema: { type: 'object', properties: {} } },
    { name: '天气查询', description: '查询城市天气', inputSchema: { type: 'object' } },
    ...Array.from({ length: 3000 }, (_, i) => ({ name: `delete_item_${i}`, description: 'Deletes an item.', inputSchema: { type: 'object', properties: { id: str } } })),
  ];
  const big = manifest('big', tools);
  const scan = await runCli(['--db', ws.db, 'scan', '--name', 'big', '--manifest', big]);
  assert.notEqual(scan.code, 2, scan.stderr);
  const r = await inv(['--server', 'big']);
  assert.equal(r.code, 0, r.stderr);
  const labels = ofKind(r.lines, 'tool_labels');
  assert.equal(labels.length, tools.length);
  const by = (n: string) => labels.find((l) => l.tool === n);
  assert.deepEqual(by('read_file').notes, ['no-description', 'no-parameters']);
  assert.deepEqual(by('天气查询').notes, ['no-parameters', 'no-latin-words']);
  assert.deepEqual(by('x').labels, []);
  const unknown = await inv(['--server', 'nope']);
  assert.equal(unknown.code, 2);
  assert.equal(unknown.stderr.trim().split('\n').length, 1);
  assert.doesNotMatch(unknown.stderr, /\n\s+at /);
  const noBy = await runCli(['--db', ws.db, 'trust', '--server', 'gh', '--annotations']);
  assert.equal(noBy.code, 2);
  assert.match(noBy.stderr, /--by/);
});

test('--discover: the fleet view says which client and which project holds the trifecta, and through which tools', async () => {
  const home = join(ws.dir, 'home');
  mkdirSync(join(home, '.cursor'), { recursive: true });
  mkdirSync(join(home, '.config', 'Claude'), { recursive: true });
  writeFileSync(join(home, '.cursor', 'mcp.json'), JSON.stringify({ mcpServers: { fetch: servers.fetch, mail: servers.mail } }));
  writeFileSync(join(home, '.config', 'Claude', 'claude_desktop_config.json'), JSON.stringify({ mcpServers: { fetch: servers.fetch } }));
  // Claude Code: the global mail server joins each project's own servers.
  writeFileSync(join(home, '.claude.json'), JSON.stringify({ mcpServers: { mail: servers.mail }, projects: { '/work/app': { mcpServers: { filesystem: servers.filesystem, fetch: servers.fetch } }, '/work/docs': { mcpServers: { fetch: servers.fetch } } } }));
  const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
  const r = await runCli(['--db', ws.db, 'inventory', '--discover', '--scan'], { env });
  assert.equal(r.code, 0, r.stderr);
  const sessions = ofKind(r.lines, 'session').map((s) => [s.client, s.project, s.flows.map((f: any) => f.flow)]);
  assert.deepEqual(sessions.sort(), [
    ['claude-code', '/work/app', ['lethal-trifecta']],
    ['claude-code', '/work/docs', []],
    ['claude-code', null, []],
    ['claude-desktop', null, []],
    ['cursor', null, []],
  ].sort());
  const [flow] = ofKind(r.lines, 'toxic_flow');
  assert.equal(flow.project, '/work/app');
  assert.deepEqual(flow.legs.egress, [{ server: 'claude-code/mail', tool: 'send_email' }]);
  const pretty = await runCli(['--db', ws.db, '--format', 'pretty', 'inventory', '--discover'], { env });
  assert.match(pretty.stdout, /claude-code +\/work\/app\n +3 servers; .*\[HIGH\] lethal-trifecta/);
});
