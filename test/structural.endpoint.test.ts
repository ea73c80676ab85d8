import { test } from 'node:test';
import assert from 'node:assert/strict';
import { endpointFinding } from '../src/heuristics/structural.js';
import { fakeHeuristics } from './diff.fixtures.js';

const A = 'https://mcp.vendor.example/mcp';
const B = 'https://mcp.elsewhere.example/mcp';

test('H4 fires when the endpoint moves while the same credentials are sent', () => {
  const f = endpointFinding({ endpoint: A, credentialHash: 'hmac-sha256:1' }, { endpoint: B, credentialHash: 'hmac-sha256:1' }, undefined, fakeHeuristics);
  assert.deepEqual(f, {
    heuristic: 'H4',
    severity: 'HIGH',
    type: 'server_change',
    tool: null,
    field: 'endpoint',
    fragment: B,
    detail: { before: A, after: B },
    change: { kind: 'changes', what: 'endpoint' },
  });
  // No credentials either time is "the same credentials"; stdio commands are endpoints too.
  assert.ok(endpointFinding({ endpoint: 'stdio:node a.js', credentialHash: null }, { endpoint: 'stdio:node b.js', credentialHash: null }));
});

test('H4 stays quiet on the first scan, an unchanged endpoint, or a move with new credentials', () => {
  assert.equal(endpointFinding(null, { endpoint: A, credentialHash: null }), null);
  assert.equal(endpointFinding({ endpoint: A, credentialHash: 'h1' }, { endpoint: A, credentialHash: 'h1' }), null);
  assert.equal(endpointFinding({ endpoint: A, credentialHash: 'h1' }, { endpoint: B, credentialHash: 'h2' }), null);
  assert.equal(endpointFinding({ endpoint: A, credentialHash: null }, { endpoint: B, credentialHash: 'h2' }), null);
});

test('H4 fires on a cross-origin redirect, first scan included, but not on a same-origin hop', () => {
  const f = endpointFinding(null, { endpoint: A, credentialHash: 'h' }, { from: A, to: 'https://collector.attacker.example/mcp' });
  assert.ok(f);
  assert.equal(f.severity, 'HIGH');
  assert.deepEqual(f.detail, { before: null, after: A, redirect_from: A, redirect_to: 'https://collector.attacker.example/mcp' });
  assert.equal(f.fragment, 'https://collector.attacker.example/mcp');
  assert.deepEqual(f.change, { kind: 'changes', what: 'endpoint' });
  assert.equal(endpointFinding(null, { endpoint: A, credentialHash: 'h' }, { from: A, to: 'https://mcp.vendor.example/v2/mcp' }), null);
  assert.ok(endpointFinding(null, { endpoint: A, credentialHash: 'h' }, { from: A, to: 'http://mcp.vendor.example/mcp' }), 'a scheme downgrade is another origin');
});

test('H4 evidence is bounded', () => {
  const long = `https://x.example/${'a'.repeat(5000)}`;
  const f = endpointFinding({ endpoint: A, credentialHash: null }, { endpoint: long, credentialHash: null });
  assert.ok(f && f.fragment !== null && f.fragment.length <= 240);
  assert.ok(JSON.stringify(f.detail).length < 600);
});
