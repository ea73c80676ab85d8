import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agreementReport, kappa } from '../bench/inventory-agreement.js';
import { loadLabels } from '../src/inventory/labels-data.js';
import type { JsonObject } from '../src/model.js';

test("Cohen's kappa: 1 for full agreement, 0 for agreement no better than the labels' frequencies", () => {
  assert.equal(kappa({ tp: 10, fp: 0, fn: 0, tn: 90 }), 1);
  // Each reader marks half the tools, independently: agreement is what chance gives.
  assert.equal(kappa({ tp: 25, fp: 25, fn: 25, tn: 25 }), 0);
  // The textbook case: 50 items, the readers agree on 20 yes and 15 no, split 5 / 10 on the rest.
  assert.ok(Math.abs(kappa({ tp: 20, fp: 5, fn: 10, tn: 15 }) - 0.4) < 1e-9);
});

test('agreement report: the second reader against the first, the labeller against each, and a second reading of other ids refused', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sentinel-agree-'));
  try {
    const tools = new Map<string, { server: string; tool: JsonObject }>([
      ['t1', { server: 'mail', tool: { name: 'send_email', description: 'Sends an email to the given recipients.', inputSchema: { type: 'object', properties: { to: { type: 'string' } } } } }],
      ['t2', { server: 'mail', tool: { name: 'get_weather', description: 'Returns the forecast for a city.', inputSchema: { type: 'object' } } }],
    ]);
    const first = join(dir, 'first.json');
    const second = join(dir, 'second.json');
    writeFileSync(first, JSON.stringify({ tools: [{ id: 't1', labels: ['egress'] }, { id: 't2', labels: [] }] }));
    writeFileSync(second, JSON.stringify({ tools: [{ id: 't1', labels: ['egress', 'private-data'] }, { id: 't2', labels: [] }] }));
    const lines = agreementReport(loadLabels(), tools, [{ n: 1, first, second }]).join('\n');
    assert.match(lines, /samples read twice: 1 \(2 tools, 1 servers\)/);
    const table = (title: string) => lines.split(title)[1]!.split('\n\n')[0]!;
    // The second reader adds private-data where the first gave none: precision n/a for the first, none found.
    assert.match(table('second reader against the first'), /\| egress \| 1 \| 1 \| 1 \| 100\.0 % \| 100\.0 % \| 1\.00 \|/);
    assert.match(table('second reader against the first'), /\| private-data \| 0 \| 1 \| 0 \| 0\.0 % \| n\/a \|/);
    assert.match(table('labeller against the first reader'), /\| egress \| 1 \| 1 \| 1 \| 100\.0 % \| 100\.0 % \|/);
    assert.equal(agreementReport(loadLabels(), tools, [{ n: 1, first, second: join(dir, 'absent.json') }]).length, 0);
    writeFileSync(second, JSON.stringify({ tools: [{ id: 't1', labels: [] }] }));
    assert.throws(() => agreementReport(loadLabels(), tools, [{ n: 1, first, second }]), /does not hold the sample's ids/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
