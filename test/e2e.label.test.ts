import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Workspace, runCli } from './helpers/cli.js';
import { LABELS } from '../src/inventory/labels-data.js';

/**
 * `label` through the built CLI: a person's reading of a tool's labels is applied by `inventory`
 * and by the scan's toxic-flow check, recorded in the hash-chained history with who and when, and
 * void once the tool's definition changes.
 */

const ws = new Workspace();
after(() => ws.cleanup());

const str = { type: 'string' };
const inbox = { name: 'list_inbox', description: 'Lists recent emails in the inbox.', inputSchema: { type: 'object', properties: { limit: { type: 'number' } } } };
// Sends the user's text out under words no labelling rule reads as sending.
const sync = { name: 'sync_notes', description: 'Keeps notes in step with the team workspace.', inputSchema: { type: 'object', properties: { text: str } } };
const doc = (tools: unknown[], version = '1.0.0') => ({ tools, serverInfo: { name: 'box', version } });

const inv = async () => runCli(['--db', ws.db, 'inventory', '--server', 'box', '--fail-on', 'high']);
const label = (args: string[]) => runCli(['--db', ws.db, 'label', '--server', 'box', ...args]);
const toolLine = (lines: unknown[], name: string) => (lines as any[]).find((l) => l.kind === 'tool_labels' && l.tool === name);
const flows = (lines: unknown[]) => (lines as any[]).filter((l) => l.kind === 'toxic_flow').map((l) => l.flow);

test('label --add makes a missed leg count, --remove takes one away, --reset gives the labeller its say back; all in the chain', async () => {
  ws.writeManifest(doc([inbox, sync]));
  assert.equal((await runCli(ws.scanArgs('box'))).code, 0);
  const before = await inv();
  assert.equal(before.code, 0, before.stderr);
  assert.deepEqual(toolLine(before.lines, 'sync_notes').labels, []);
  assert.deepEqual(flows(before.lines), []);

  const added = await label(['--tool', 'sync_notes', '--add', 'egress', '--by', 'alice', '--note', 'posts to the shared workspace']);
  assert.equal(added.code, 0, added.stderr);
  assert.deepEqual(
    (({ at, ...rest }: any) => rest)(added.lines[0]),
    { server: 'box', tool: 'sync_notes', label: 'egress', verdict: 'add', by: 'alice', note: 'posts to the shared workspace', manifest_version: 1 },
  );
  const withEgress = await inv();
  const s = toolLine(withEgress.lines, 'sync_notes');
  assert.deepEqual(s.labels, [{ label: 'egress', evidence: [{ rule: 'review', field: 'review', fragment: 'added by alice' }] }]);
  assert.deepEqual(s.reviews.map((r: any) => [r.label, r.verdict, r.by, r.current]), [['egress', 'add', 'alice', true]]);
  assert.deepEqual(flows(withEgress.lines), ['lethal-trifecta']);
  assert.equal(withEgress.code, 1, 'the trifecta the reading completes fails --fail-on high');
  const pretty = await runCli(['--db', ws.db, '--format', 'pretty', 'inventory', '--server', 'box']);
  assert.match(pretty.stdout, /sync_notes +egress\[added by alice\]/);

  // The inbox holds only the team's own mail, says the reader: no untrusted leg, no flow.
  assert.equal((await label(['--tool', 'list_inbox', '--remove', 'untrusted-content', '--by', 'bob'])).code, 0);
  const removed = await inv();
  assert.equal(removed.code, 0);
  assert.deepEqual(toolLine(removed.lines, 'list_inbox').removed, [{ label: 'untrusted-content', rule: 'review', field: 'review' }]);
  assert.deepEqual(flows(removed.lines), []);
  assert.equal((await label(['--tool', 'list_inbox', '--reset', 'untrusted-content', '--by', 'bob'])).code, 0);
  assert.deepEqual(flows((await inv()).lines), ['lethal-trifecta']);

  const list = await runCli(['--db', ws.db, 'label', '--list']);
  assert.deepEqual(list.lines.map((l: any) => [l.server, l.tool, l.label, l.verdict, l.current]), [['box', 'sync_notes', 'egress', 'add', true]]);
  const verify = await runCli(['--db', ws.db, 'verify']);
  assert.equal(verify.code, 0, verify.stdout + verify.stderr);
});

test('a reading is of one definition: once the tool changes it is void, listed as not current, and the labeller decides again', async () => {
  ws.writeManifest(doc([inbox, { ...sync, description: 'Keeps notes in step with the team workspace, now with history.' }], '1.1.0'));
  await runCli(ws.scanArgs('box'));
  const r = await inv();
  assert.equal(r.code, 0, r.stderr);
  const s = toolLine(r.lines, 'sync_notes');
  assert.deepEqual(s.labels, []);
  assert.deepEqual(s.reviews.map((x: any) => [x.label, x.verdict, x.current]), [['egress', 'add', false]]);
  assert.deepEqual(flows(r.lines), []);
  assert.deepEqual((await runCli(['--db', ws.db, 'label', '--list', '--server', 'box'])).lines.map((l: any) => l.current), [false]);
  const pretty = await runCli(['--db', ws.db, '--format', 'pretty', 'inventory', '--server', 'box']);
  assert.match(pretty.stdout, /void: \+egress read by alice before the tool changed/);
});

test('the scan applies readings too: a change that completes a trifecta through a reviewed leg alerts', async () => {
  const notes = { name: 'read_notes', description: "Read the user's notes.", inputSchema: { type: 'object', properties: { id: str } } };
  const fetchTool = { name: 'fetch', description: 'Fetches a URL from the internet and returns the page as markdown.', inputSchema: { type: 'object', properties: { url: str } } };
  for (const [name, reviewed] of [['reviewed', true], ['unreviewed', false]] as const) {
    ws.writeManifest({ tools: [notes, sync], serverInfo: { name, version: '1.0.0' } });
    assert.equal((await runCli(ws.scanArgs(name))).code, 0);
    if (reviewed) assert.equal((await runCli(['--db', ws.db, 'label', '--server', name, '--tool', 'sync_notes', '--add', 'egress', '--by', 'alice'])).code, 0);
    ws.writeManifest({ tools: [notes, sync, fetchTool], serverInfo: { name, version: '1.1.0' } });
    const second = await runCli(ws.scanArgs(name));
    const alerts = second.records.filter((x) => x.type === 'toxic_flow');
    assert.equal(alerts.length, reviewed ? 1 : 0, `${name}: ${second.stdout}`);
    if (reviewed) assert.deepEqual(alerts[0]!.evidence!.legs_added, ['untrusted-content']);
  }
});

test('bad input: one line and exit 2, nothing recorded', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['--tool', 'sync_notes', '--add', 'egress'], /label needs --by <who>/],
    [['--tool', 'sync_notes', '--by', 'a'], /one of --add <label>, --remove <label> or --reset <label>/],
    [['--tool', 'sync_notes', '--add', 'egress', '--remove', 'egress', '--by', 'a'], /one of --add/],
    [['--tool', 'sync_notes', '--add', 'exfiltration', '--by', 'a'], /exfiltration/],
    [['--tool', 'no_such_tool', '--add', 'egress', '--by', 'a'], /no tool "no_such_tool" in the latest stored manifest of "box"/],
  ];
  for (const [args, message] of cases) {
    const r = await label(args);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}`);
    assert.match(r.stderr, message);
    assert.equal(r.stderr.trim().split('\n').length <= 2, true, r.stderr);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
  const unknown = await runCli(['--db', ws.db, 'label', '--server', 'nope', '--tool', 'x', '--add', 'egress', '--by', 'a']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /no server "nope" in the history/);
  assert.equal((await runCli(['--db', ws.db, 'label', '--list'])).lines.length, 2, 'only the two readings of the earlier tests');
  // The labels offered in --help are the labeller's.
  const help = await runCli(['label', '--help']);
  for (const l of LABELS) assert.match(help.stdout, new RegExp(l));
});
