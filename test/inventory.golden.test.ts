/**
 * Golden files of `inventory` (test/golden/inventory.*): a real run on a fixed history
 * (test/helpers/inventory-golden.ts), compared byte for byte in every format, so that a change of a
 * label, of a flow or of the words an operator reads shows as a diff. Regenerate with
 * `npm run golden:update` and review the diff.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { INVENTORY_FORMATS, inventoryGoldenFile, runInventoryGolden, type InventoryGoldenRun } from './helpers/inventory-golden.js';

let run: InventoryGoldenRun | null = null;

for (const format of INVENTORY_FORMATS) {
  test(`golden inventory.${format}`, async () => {
    run ??= await runInventoryGolden();
    const file = inventoryGoldenFile(format);
    assert.ok(existsSync(file), `missing test/golden/inventory.${format}: run npm run golden:update`);
    const expected = readFileSync(file, 'utf8');
    assert.deepEqual(run.files[format].split('\n'), expected.split('\n'), `test/golden/inventory.${format} differs: npm run golden:update, then review the diff`);
    assert.equal(run.files[format], expected);
  });
}

test('the inventory golden run shows a trifecta per session, a label a trusted hint removed, and the notes of tools with nothing to read', async () => {
  run ??= await runInventoryGolden();
  const flows = run.records.filter((r) => r.kind === 'toxic_flow');
  assert.deepEqual(flows.map((f) => [f.session, f.flow, f.severity]), [
    ['/golden/claude.json', 'lethal-trifecta', 'HIGH'],
    ['/golden/claude.json#/golden/project', 'lethal-trifecta', 'HIGH'],
  ]);
  const tools = run.records.filter((r) => r.kind === 'tool_labels');
  const trusted = tools.find((t) => t.server === 'repos' && t.tool === 'delete_repository')!;
  assert.deepEqual([trusted.labels, trusted.removed.map((r) => r.label)], [[], ['destructive']]);
  const untrusted = tools.find((t) => t.server === 'files' && t.tool === 'delete_file')!;
  assert.deepEqual(untrusted.labels.map((l) => l.label), ['destructive'], 'destructiveHint: false from an untrusted server removes nothing');
  assert.deepEqual(tools.filter((t) => t.server === 'misc').map((t) => t.notes), [['no-description', 'no-parameters'], ['no-latin-words']]);
  const sarif = JSON.parse(run.files['sarif.json']) as { runs: Array<{ results: Array<{ locations: Array<{ physicalLocation?: { artifactLocation: { uri: string } } }> }> }> };
  assert.deepEqual(sarif.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation?.artifactLocation.uri), ['claude.json', 'claude.json']);
});
