import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyse } from 'scslre';
import { DEFAULT_HEURISTICS_DIR } from '../src/heuristics/index.js';
import { parseDataText } from '../src/heuristics/data-text.js';
import { HeuristicsDataError } from '../src/heuristics/errors.js';
import { loadLabels, parseLabels, LABELS } from '../src/inventory/labels-data.js';
import { checkLabelExamples } from '../src/inventory/examples.js';
import { labelTool, labelSet } from '../src/inventory/label.js';
import type { JsonValue } from '../src/model.js';

const data = loadLabels();
const raw = () => parseDataText(readFileSync(join(DEFAULT_HEURISTICS_DIR, 'labels.json'), 'utf8')) as Record<string, any>;

test('every example of labels.json does what it says', () => {
  assert.deepEqual(checkLabelExamples(data), []);
  assert.ok(data.rules.length >= 20);
  for (const l of LABELS) assert.ok(data.rules.some((r) => r.label === l), `a rule sets ${l}`);
});

test('an example that a rule does not keep fails the check, naming the rule', () => {
  const d = raw();
  d.rules.find((r: any) => r.id === 'lbl.egress.send').examples.match.push('read_inbox');
  assert.deepEqual(checkLabelExamples(parseLabels(d)), ['heuristics/labels.json lbl.egress.send: does not match "read_inbox"']);
});

test('labels.json is validated strictly: unknown keys, unknown labels, duplicate ids, patterns (and unless_summary) that do not compile', () => {
  const cases: Array<[(d: any) => void, RegExp]> = [
    [(d) => (d.rules[0].wieght = 1), /unknown key "wieght"/],
    [(d) => (d.rules[0].label = 'exfil'), /label must be one of/],
    [(d) => (d.rules[1].id = d.rules[0].id), /duplicate id/],
    [(d) => (d.rules.find((r: any) => r.on === 'summary').pattern = '(unclosed'), /does not compile/],
    [(d) => (d.rules[0].all = [['Not A Token']]), /not a lower-case token/],
    [(d) => (d.rules.find((r: any) => r.on === 'name').unless_summary = '(unclosed'), /does not compile/],
    [(d) => (d.rules.find((r: any) => r.on === 'summary').unless_params = ['path']), /unknown key "unless_params"/],
    [(d) => (d.rules.find((r: any) => r.on === 'param').unless_types = ['objects']), /not a JSON type/],
    [(d) => (d.rules.find((r: any) => r.on === 'name').unless_types = ['object[]']), /unknown key "unless_types"/],
  ];
  for (const [mutate, words] of cases) {
    const d = raw();
    mutate(d);
    assert.throws(() => parseLabels(d), (e: unknown) => e instanceof HeuristicsDataError && e.file === 'labels.json' && words.test(e.message));
  }
});

test('no summary pattern of labels.json backtracks super-linearly (static analysis)', () => {
  for (const r of data.rules) {
    // A rule's unless_summary runs over the same text as a summary rule's pattern.
    const res = r.on === 'summary' ? [r.re] : r.on === 'name' || r.on === 'param' ? (r.unlessSummary ? [r.unlessSummary] : []) : [];
    for (const re of res) {
      const { reports } = analyse({ source: re.source, flags: re.flags }, { maxReports: 5, assumeRejectingSuffix: true });
      assert.deepEqual(reports.map((x) => (x.type === 'Trade' ? x.startQuant.raw : x.quant.raw)), [], r.id);
    }
  }
});

test('each label carries the rules that set it and what they read', () => {
  const t = labelTool(data, { name: 'send_email', description: 'Send an email to one or more recipients.', inputSchema: { type: 'object', properties: { to: { type: 'string' }, body: { type: 'string' } } } }, false);
  assert.deepEqual([...labelSet(t)], ['egress']);
  const ev = t.labels[0]!.evidence;
  assert.deepEqual(ev.map((e) => e.rule), ['lbl.egress.send', 'lbl.egress.bare-send', 'lbl.egress.summary', 'lbl.egress.to-param']);
  assert.deepEqual(ev.map((e) => e.field), ['name', 'name', 'summary', 'inputSchema.properties.to']);
  assert.equal(ev[2]!.fragment, 'Send an email');
});

test('a read of one object named by its id is private data; a bare search is a web search only with neutral words', () => {
  const tool = (name: string, params: string[], description = '') => ({ name, description, inputSchema: { type: 'object', properties: Object.fromEntries(params.map((p) => [p, { type: 'string' }])) } });
  const privateRead = labelTool(data, tool('get_gadget', ['gadgetId']), false).labels.find((l) => l.label === 'private-data');
  assert.deepEqual(privateRead?.evidence.map((e) => [e.rule, e.field]), [['lbl.private.read-object', 'inputSchema.properties.gadgetId']]);
  assert.ok(!labelSet(labelTool(data, tool('get_gadget', ['gadget_name']), false)).has('private-data'));
  assert.ok(!labelSet(labelTool(data, tool('get_weather', ['city_id']), false)).has('private-data'));
  assert.ok(labelSet(labelTool(data, tool('deep_research', ['query']), false)).has('untrusted-content'));
  assert.ok(!labelSet(labelTool(data, tool('search_for_gadgets', ['query']), false)).has('untrusted-content'));
  assert.deepEqual([...labelSet(labelTool(data, tool('trigger_build', ['branch']), false))], ['egress', 'code-execution']);
});

test('a rule stays quiet when the summary or a parameter says its words mean something else', () => {
  const tool = (name: string, description: string, params: string[] = []) => ({ name, description, inputSchema: { type: 'object', properties: Object.fromEntries(params.map((p) => [p, { type: 'string' }])) } });
  // The same name: a new card posted to a shared board is egress, an existing one moved into a list is not.
  assert.ok(labelSet(labelTool(data, tool('add_card_to_list', 'Add a card to a list.'), false)).has('egress'));
  assert.ok(!labelSet(labelTool(data, tool('add_card_to_list', 'Move a card to a list.'), false)).has('egress'));
  // A work item created in the account's own tracker is stored there; a comment added to it is sent to its readers.
  assert.ok(!labelSet(labelTool(data, tool('create_issue', 'Create a new issue.', ['projectKey', 'summary']), false)).has('egress'));
  assert.ok(labelSet(labelTool(data, tool('add_comment', 'Add a comment to an issue.', ['issueKey', 'body']), false)).has('egress'));
  // A sheet written through a caller-given local path is the user's own file: it overwrites, it does not publish.
  assert.deepEqual([...labelSet(labelTool(data, tool('write_to_sheet', 'Write values to a sheet.', ['sheetId', 'values']), false))].filter((l) => l === 'egress'), ['egress']);
  assert.deepEqual([...labelSet(labelTool(data, tool('excel_write_to_sheet', 'Write values to the sheet.', ['fileAbsolutePath', 'values']), false))], ['destructive']);
  // Policies of a public registry are reference data; the account's own policies are not.
  assert.ok(!labelSet(labelTool(data, tool('policy_search', 'Search for policy libraries in the public registry.'), false)).has('private-data'));
  assert.ok(labelSet(labelTool(data, tool('list_policies', 'List the alerting policies.'), false)).has('private-data'));
});

test('a dispatcher is read by what its operation enum offers; an object read by its id is no web page; a trailing `tool` is style', () => {
  const dispatcher = (values: string[]) => ({ name: 'gadgets', description: 'Manage gadgets.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: values }, id: { type: 'string' } } } });
  const both = labelTool(data, dispatcher(['list', 'get', 'create', 'delete_all']), false);
  assert.deepEqual([...labelSet(both)], ['private-data', 'destructive']);
  assert.deepEqual(both.labels[1]!.evidence, [{ rule: 'lbl.destructive.dispatch-delete', field: 'inputSchema.properties.action.enum', fragment: 'action: delete' }]);
  assert.deepEqual([...labelSet(labelTool(data, dispatcher(['create', 'mute']), false))], []);
  // An enum past the first 64 values is not read: a schema of any size costs the same.
  assert.deepEqual([...labelSet(labelTool(data, dispatcher([...Array.from({ length: 64 }, (_, i) => `mute_${i}`), 'delete']), false))], []);
  const content = (params: string[]) => ({ name: 'get_chapter_content', description: 'Get the content of a chapter.', inputSchema: { type: 'object', properties: Object.fromEntries(params.map((p) => [p, { type: 'string' }])) } });
  assert.ok(labelSet(labelTool(data, content([]), false)).has('untrusted-content'));
  assert.ok(!labelSet(labelTool(data, content(['bookId']), false)).has('untrusted-content'));
  assert.ok(labelSet(labelTool(data, { name: 'get_gadget_tool', inputSchema: { type: 'object', properties: { gadget_id: { type: 'string' } } } }, false)).has('private-data'));
});

test('a parameter is read by its declared shape: commands given as objects are the tool\'s own operations, not shell lines', () => {
  const tool = (commands: JsonValue) => ({ name: 'interact', description: 'Interact with a document viewer.', inputSchema: { type: 'object', properties: { viewId: { type: 'string' }, commands } } });
  const labels = (commands: JsonValue) => [...labelSet(labelTool(data, tool(commands), false))];
  assert.deepEqual(labels({ type: 'array', items: { type: 'object', properties: { action: { type: 'string' } } } }), []);
  assert.deepEqual(labels({ type: 'array', items: { type: 'string' } }), ['egress', 'code-execution']);
  assert.deepEqual(labels({ type: 'string' }), ['egress', 'code-execution']);
  // A parameter that declares no type is read by its name, as before.
  assert.deepEqual(labels({ description: 'what to run' }), ['egress', 'code-execution']);
});

test('annotations add labels from any server; they take one away only when the server is trusted', () => {
  const del = { name: 'delete_repository', description: 'Delete a repository.', annotations: { destructiveHint: false } };
  assert.ok(labelSet(labelTool(data, del, false)).has('destructive'));
  const trusted = labelTool(data, del, true);
  assert.ok(!labelSet(trusted).has('destructive'));
  assert.deepEqual(trusted.removed, [{ label: 'destructive', rule: 'lbl.trust.not-destructive', field: 'annotations.destructiveHint' }]);
  const hinted = labelTool(data, { name: 'tidy', annotations: { destructiveHint: true } }, false);
  assert.deepEqual(hinted.labels.map((l) => [l.label, l.evidence[0]!.field]), [['destructive', 'annotations.destructiveHint']]);
});

test('code execution is an egress leg of its own', () => {
  const t = labelTool(data, { name: 'run_command', inputSchema: { type: 'object', properties: { command: { type: 'string' } } } }, false);
  assert.deepEqual([...labelSet(t)], ['egress', 'code-execution']);
  assert.deepEqual(t.labels[0]!.evidence, [{ rule: 'lbl.imply.exec-egress', field: 'label', fragment: 'code-execution' }]);
});

test('bad input: no description, empty or broken schema, other scripts, huge tools: labels from what is there, and notes what is not', () => {
  const bare = labelTool(data, { name: 'read_file' }, false);
  assert.deepEqual([...labelSet(bare)], ['private-data']);
  assert.deepEqual(bare.notes, ['no-description', 'no-parameters']);
  assert.deepEqual(labelTool(data, { name: 'x', inputSchema: {} as any, description: '' }, false).labels, []);
  assert.deepEqual(labelTool(data, { name: 'x', inputSchema: 'nope' as any, annotations: [] as any }, false).labels, []);
  const cjk = labelTool(data, { name: '天气', description: '查询城市天气' }, false);
  assert.deepEqual(cjk.labels, []);
  assert.deepEqual(cjk.notes, ['no-parameters', 'no-latin-words']);
  // A Chinese description beside an English name: the name still speaks.
  assert.deepEqual([...labelSet(labelTool(data, { name: 'send_email', description: '发送邮件' }, false))], ['egress']);
  const huge = { name: 'fetch_url', description: `${'word '.repeat(200_000)}.`, inputSchema: { type: 'object', properties: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`p${i}`, { type: 'string' }])) } };
  assert.deepEqual([...labelSet(labelTool(data, huge as any, false))], ['untrusted-content']);
});

test('labelling is deterministic: the same tool gives the same labels and evidence, in label order', () => {
  const tool = { name: 'fetch_and_email', description: 'Fetch a URL and send an email with the page.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, to: { type: 'string' } } } };
  const a = labelTool(data, tool, false);
  assert.deepEqual(labelTool(data, structuredClone(tool), false), a);
  assert.deepEqual(a.labels.map((l) => l.label), LABELS.filter((l) => a.labels.some((x) => x.label === l)));
});
