import { test } from 'node:test';
import assert from 'node:assert/strict';
import { flowsOf, newFlows, type LabelledServer } from '../src/inventory/flows.js';
import type { Label } from '../src/inventory/labels-data.js';
import { configSessions, projectOf } from '../src/inventory/sessions.js';

function server(id: string, tools: Record<string, Label[]>): LabelledServer {
  return { server: id, tools: Object.entries(tools).map(([tool, labels]) => ({ tool, labels: labels.map((label) => ({ label, evidence: [] })), removed: [], notes: [] })) };
}

const fs = server('fs', { read_file: ['private-data'], write_file: ['destructive'] });
const fetch = server('fetch', { fetch: ['untrusted-content'] });
const mail = server('mail', { send_email: ['egress'] });

test('three servers of one session make one lethal trifecta naming each leg and its tools', () => {
  const flows = flowsOf([mail, fs, fetch]);
  assert.equal(flows.length, 1);
  assert.equal(flows[0]!.flow, 'lethal-trifecta');
  assert.equal(flows[0]!.severity, 'HIGH');
  assert.deepEqual(flows[0]!.legs, {
    'private-data': [{ server: 'fs', tool: 'read_file' }],
    'untrusted-content': [{ server: 'fetch', tool: 'fetch' }],
    egress: [{ server: 'mail', tool: 'send_email' }],
  });
  assert.deepEqual(flows[0]!.servers, ['fetch', 'fs', 'mail']);
});

test('without a leg there is no trifecta; destructive + untrusted without egress is MEDIUM', () => {
  assert.deepEqual(flowsOf([fs, mail]), []);
  assert.deepEqual(flowsOf([fetch, mail]), []);
  assert.deepEqual(flowsOf([fs, fetch]).map((f) => [f.flow, f.severity]), [['destructive-injection', 'MEDIUM']]);
});

test('a change that brings the missing leg is a new flow, with the legs it added', () => {
  const before = [server('inbox', { read_inbox: ['private-data', 'untrusted-content'] })];
  const after = [server('inbox', { read_inbox: ['private-data', 'untrusted-content'], send_email: ['egress'] })];
  const added = newFlows(before, after);
  assert.deepEqual(added.map((f) => [f.flow, f.added]), [['lethal-trifecta', ['egress']]]);
  assert.deepEqual(newFlows(after, after), []);
});

test("a Claude Code file: each project's servers join the global ones in a session of its own", () => {
  assert.deepEqual(projectOf('mail@/home/me/app'), { key: 'mail', project: '/home/me/app' });
  assert.deepEqual(projectOf('@scope/pkg'), { key: '@scope/pkg', project: null });
  const s = configSessions('/h/.claude.json', 'claude-code', ['claude-code/fs', 'claude-code/mail@/p/a', 'claude-code/web@/p/b']);
  assert.deepEqual(s.map((x) => [x.session, x.servers]), [
    ['/h/.claude.json', ['claude-code/fs']],
    ['/h/.claude.json#/p/a', ['claude-code/fs', 'claude-code/mail@/p/a']],
    ['/h/.claude.json#/p/b', ['claude-code/fs', 'claude-code/web@/p/b']],
  ]);
});
