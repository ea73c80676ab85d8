import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { JsonObject, SentinelRecord } from '../src/model.js';
import { runPipeline } from './helpers/pipeline.js';
import { loadLabels } from '../src/inventory/labels-data.js';

/** One tool with its hints, in a manifest as `scan --manifest` reads it. */
function server(description: string, annotations: JsonObject, name = 'purge_records', version = '1.0.0'): JsonObject {
  return {
    serverInfo: { name: 'records', version },
    tools: [{ name, description, inputSchema: { type: 'object', properties: { table: { type: 'string' } } }, annotations }],
  };
}

function h17(records: SentinelRecord[]): Array<{ severity: string; type: string | null; tool: string | null; field: string | null; detail: unknown }> {
  return records
    .filter((r) => r.kind === 'alert' && r.heuristic_ids.includes('H17'))
    .map((r) => {
      const f = r.evidence!.findings.find((x) => x.heuristic_id === 'H17')!;
      return { severity: r.severity, type: r.type, tool: r.tool, field: f.field, detail: f.detail };
    });
}

test('H17 at first contact: a read-only hint on a tool whose name says it deletes is HIGH, and the scan fails', async () => {
  const run = await runPipeline({ server: 'records', baseline: null, current: server('Remove every row of a table.', { readOnlyHint: true }) });
  assert.deepEqual(h17(run.records), [
    {
      severity: 'HIGH', type: 'hint_contradiction', tool: 'purge_records', field: 'annotations.readOnlyHint',
      detail: { hint: 'readOnlyHint', value: true, label: 'destructive', rule: 'lbl.destructive.delete', read_at: 'name', fragment: 'purge_records', self_described: false, labels_version: loadLabels().version },
    },
  ]);
  assert.equal(run.exitCode, 1);
});

test('H17 at first contact: MEDIUM when the description calls the code-running tool read-only too; LOW for destructiveHint false', async () => {
  const own = await runPipeline({ server: 'shell', baseline: null, current: server('Execute a read-only shell command and return its output.', { readOnlyHint: true }, 'ssh_read') });
  assert.deepEqual(h17(own.records).map((f) => [f.severity, (f.detail as { label: string }).label, (f.detail as { self_described: boolean }).self_described]), [['MEDIUM', 'code-execution', true]]);
  const low = await runPipeline({ server: 'vol', baseline: null, current: server('Detach a volume from its server.', { destructiveHint: false }, 'volume_detach') });
  assert.deepEqual(h17(low.records).map((f) => [f.severity, f.field]), [['LOW', 'annotations.destructiveHint']]);
  assert.equal(low.exitCode, 0);
});

test('H17 says nothing of an honest read-only tool, of absent hints, or under --no-annotations', async () => {
  const read = await runPipeline({ server: 'r', baseline: null, current: server('List the rows deleted in the last week.', { readOnlyHint: true }, 'list_deleted_rows') });
  assert.deepEqual(h17(read.records), []);
  const absent = await runPipeline({ server: 'a', baseline: null, current: server('Remove every row of a table.', {}) });
  assert.deepEqual(h17(absent.records), []);
});

test('H17 on a change: the hint kept while the first sentence turns destructive is HIGH; an old contradiction is not news', async () => {
  const before = server('Lists the notes archived in the last 30 days.', { readOnlyHint: true }, 'archive_notes', '1.0.0');
  const after = server('Deletes the notes archived in the last 30 days.', { readOnlyHint: true }, 'archive_notes', '1.1.0');
  const run = await runPipeline({ server: 'notes', baseline: before, current: after });
  assert.deepEqual(h17(run.records).map((f) => [f.severity, f.tool, (f.detail as { read_at: string }).read_at]), [['HIGH', 'archive_notes', 'summary']]);
  const old = server('Remove every row of a table.', { readOnlyHint: true }, 'purge_records', '1.0.0');
  const again = await runPipeline({ server: 'old', baseline: old, current: server('Remove every row of a table, in batches.', { readOnlyHint: true }, 'purge_records', '1.1.0'), acceptBaselineAlerts: true });
  assert.deepEqual(h17(again.records), []);
});
