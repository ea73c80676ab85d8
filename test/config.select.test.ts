import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Target } from '../src/model.js';
import { ConfigError, selectOnly } from '../src/connect/config/index.js';

const TARGETS: Target[] = [
  { kind: 'stdio', id: 'cursor/memory', command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'], env: {} },
  { kind: 'http', id: 'cursor/linear', url: 'https://mcp.linear.app/mcp', headers: {}, transport: 'auto' },
  { kind: 'invalid', id: 'vscode/github', reason: 'needs interactive input ${input:github-pat}' },
  { kind: 'stdio', id: 'claude-code/postgres@/home/ana/src/shop', command: 'npx', args: [], env: {} },
];


test('--only keeps the named targets in their configuration order, invalid ones included', () => {
  assert.deepEqual(selectOnly(TARGETS, ['vscode/github', 'cursor/memory']), [TARGETS[0], TARGETS[2]]);
  assert.deepEqual(selectOnly(TARGETS, [' claude-code/postgres@/home/ana/src/shop ', '', 'cursor/linear', 'cursor/linear']), [
    TARGETS[1],
    TARGETS[3],
  ]);
});

test('--only with an unknown id is a ConfigError that names it and lists the known ids', () => {
  assert.throws(() => selectOnly(TARGETS, ['cursor/memory', 'memory', 'cursor/Linear']), {
    name: 'ConfigError',
    message:
      '--only: no server with id "memory", "cursor/Linear"; known ids: cursor/memory, cursor/linear, vscode/github, claude-code/postgres@/home/ana/src/shop',
  });
  assert.throws(() => selectOnly([], ['x']), { name: 'ConfigError', message: '--only: no server with id "x"; known ids: (none)' });
  assert.throws(() => selectOnly(TARGETS, [' ', '']), ConfigError);
  assert.throws(() => selectOnly(TARGETS, [' ', '']), { message: '--only names no server id' });
});

test('a long list of known ids is cut to one readable line', () => {
  const many: Target[] = Array.from({ length: 45 }, (_, i) => ({ kind: 'manifest', id: `s${i}`, file: `/m/${i}.json` }));
  assert.throws(() => selectOnly(many, ['nope']), (e: Error) => {
    assert.match(e.message, /known ids: s0, s1, .*, s39, and 5 more$/);
    assert.doesNotMatch(e.message, /s40|\n/);
    return true;
  });
});
