import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { manifestUri, sarifLevel, toSarif } from '../src/report/sarif.js';
import type { SentinelRecord } from '../src/model.js';
import * as F from './report-fixtures.js';

/** The official OASIS SARIF 2.1.0 schema (Errata 01), vendored as test data: see test/golden/SARIF-SCHEMA.md. */
const schemaPath = new URL('../../test/golden/sarif-schema-2.1.0.json', import.meta.url);

/**
 * The schema is draft-04; ajv speaks draft-07. Only the header differs for the keywords this schema
 * uses (no boolean exclusiveMinimum/Maximum), so the header is rewritten in memory.
 */
function validator(): ValidateFunction {
  const { id, $schema: _draft04, ...body } = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  assert.equal(_draft04, 'http://json-schema.org/draft-04/schema#');
  const ajv = new Ajv({ allErrors: true, strict: false });
  formats.default(ajv);
  return ajv.compile({ ...body, $schema: 'http://json-schema.org/draft-07/schema#', $id: String(id) });
}
const validate = validator();

function assertValid(log: unknown): void {
  const ok = validate(log);
  assert.ok(ok, JSON.stringify(validate.errors, null, 2));
}

const opts = { sensorVersion: F.SENSOR_VERSION, heuristics: F.CATALOGUE };

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const sarif = (records: SentinelRecord[], more: Partial<Parameters<typeof toSarif>[1]> = {}): Loose => toSarif(records, { ...opts, ...more }) as Loose;

test('the log is valid SARIF 2.1.0 for every fixture set', () => {
  assertValid(sarif(F.ALL_RECORDS, { baseDir: F.BASE_DIR, exitCode: 2 }));
  assertValid(sarif(F.ALL_RECORDS));
  assertValid(sarif([]));
  assertValid(sarif([F.timeoutError]));
  for (const r of F.ALL_RECORDS) assertValid(sarif([r], { informationUri: 'https://example.org/mcp-schema-sentinel' }));
});

test('control: the schema rejects a broken log, so the validation above means something', () => {
  const log = sarif([F.descriptionPoison]);
  log.runs[0].results[0].level = 'critical';
  assert.equal(validate(log), false);
  const log2 = sarif([F.descriptionPoison]);
  delete log2.runs[0].tool.driver.name;
  assert.equal(validate(log2), false);
});

test('header, driver and one rule per heuristic', () => {
  const log = sarif(F.ALL_RECORDS);
  assert.equal(log.$schema, 'https://json.schemastore.org/sarif-2.1.0.json');
  assert.equal(log.version, '2.1.0');
  assert.equal(log.runs.length, 1);
  const driver = log.runs[0].tool.driver;
  assert.equal(driver.name, 'mcp-schema-sentinel');
  assert.equal(driver.version, '0.1.0');
  assert.deepEqual(driver.rules.map((r: Loose) => r.id), F.CATALOGUE.map((h) => h.id));
  const h2 = driver.rules[1];
  assert.equal(h2.name, 'risky-parameter');
  assert.equal(h2.defaultConfiguration.level, 'error');
  assert.equal(h2.shortDescription.text, F.CATALOGUE[1]!.summary);
  assert.equal(driver.rules[12].defaultConfiguration.level, 'note');
});

test('severity maps to level: CRITICAL/HIGH error, MEDIUM warning, LOW/INFO note', () => {
  assert.deepEqual(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFO'].map((s) => sarifLevel(s as never)), ['error', 'error', 'warning', 'note', 'note']);
});

test('an alert is located by server and tool and names its highest heuristic', () => {
  const [res] = sarif([F.newRiskyParam]).runs[0].results;
  assert.equal(res.ruleId, 'H2');
  assert.equal(res.ruleIndex, 1);
  assert.equal(res.level, 'error');
  assert.deepEqual(res.locations[0].logicalLocations, [{ name: 'read_file', fullyQualifiedName: 'filesystem/read_file', kind: 'member' }]);
  assert.equal(res.locations[0].physicalLocation, undefined);
  assert.equal(res.partialFingerprints['alertId/v1'], 'al-0002');
  assert.equal(res.partialFingerprints['driftId/v1'], 'dr-fs01');
  assert.deepEqual(res.properties.heuristic_ids, ['H2', 'H1']);
  assert.equal(res.properties.risk_score, 90);
  assert.equal(res.properties.type, 'schema_change');
  assert.match(res.message.text, /^filesystem: schema of tool `read_file` changed: new parameter with a risky name `exec_after`/);
});

test('a --manifest scan points at the manifest file, relative to the repository', () => {
  const [res] = sarif([F.hostileServer], { baseDir: F.BASE_DIR }).runs[0].results;
  assert.deepEqual(res.locations[0].physicalLocation, { artifactLocation: { uri: 'manifests/weird%20tools.json', uriBaseId: '%SRCROOT%' }, region: { startLine: 1 } });
  // The tool's line when the caller knows it (the CLI reads the manifest file); line 1 otherwise.
  const asked: string[] = [];
  const inFile = { ...F.newRiskyParam, endpoint: 'manifest:ci/tools.json' };
  const lined = sarif([inFile], { toolLine: (file, tool) => (asked.push(`${file}#${tool}`), 7) }).runs[0].results[0];
  assert.deepEqual(lined.locations[0].physicalLocation.region, { startLine: 7 });
  assert.deepEqual(asked, ['ci/tools.json#read_file']);
  assert.equal(res.locations[0].logicalLocations[0].kind, 'module');
  assert.deepEqual(manifestUri('manifest:ci/tools.json'), { uri: 'ci/tools.json' });
  assert.deepEqual(manifestUri('manifest:/elsewhere/x.json', '/repo'), { uri: 'file:///elsewhere/x.json' });
  assert.equal(manifestUri('stdio:node server.js', '/repo'), null);
  assert.equal(manifestUri(null), null);
});

test('declared records are results suppressed by their announcement', () => {
  const [res] = sarif([F.declaredParam]).runs[0].results;
  assert.equal(res.ruleId, 'H1');
  assert.equal(res.level, 'note');
  assert.deepEqual(res.suppressions, [{ kind: 'external', status: 'accepted', justification: 'declared by announcement an-0007' }]);
  assert.equal(res.properties.announcement_id, 'an-0007');
});

test('errors are tool execution notifications and make the run unsuccessful', () => {
  const log = sarif([F.timeoutError, F.annotationFlip], { exitCode: 2 });
  const inv = log.runs[0].invocations[0];
  assert.equal(inv.executionSuccessful, false);
  assert.equal(inv.exitCode, 2);
  assert.equal(inv.toolExecutionNotifications.length, 1);
  const n = inv.toolExecutionNotifications[0];
  assert.equal(n.level, 'error');
  assert.equal(n.descriptor.id, 'timeout');
  assert.match(n.message.text, /^broken: timed out: no answer to initialize within 30000 ms\\x0a/);
  assert.equal(log.runs[0].results.length, 1, 'the error is not a result');
  assert.equal(sarif([F.annotationFlip]).runs[0].invocations[0].executionSuccessful, true);
});

test('messages and location names shown to people carry no raw control, bidi or tag character', () => {
  const log = sarif([F.hostileFirstContact, F.hostileServer, F.timeoutError]);
  const shown: string[] = [];
  for (const r of log.runs[0].results) {
    shown.push(r.message.text);
    for (const l of r.locations[0].logicalLocations) shown.push(l.name, l.fullyQualifiedName);
  }
  for (const n of log.runs[0].invocations[0].toolExecutionNotifications) shown.push(n.message.text);
  for (const s of shown) assert.doesNotMatch(s, /[\p{Cc}\p{Cf}]/u, s);
  const res = log.runs[0].results.find((r: Loose) => r.ruleId === 'H9');
  assert.equal(res.properties.tool, F.HOSTILE_TOOL, 'the data keeps the raw name');
});

test('an alert without a heuristic (malformed tool) gets a rule named after its type', () => {
  const malformed: SentinelRecord = { ...F.toolRemoved, alert_id: 'al-0099', type: 'malformed_tool', tool: null, severity: 'MEDIUM', heuristics: [], heuristic_ids: [], evidence: { field: null, fragment: '{"inputSchema":1}', findings: [] } };
  const log = sarif([malformed]);
  assertValid(log);
  const [res] = log.runs[0].results;
  assert.equal(res.ruleId, 'malformed_tool');
  const rules = log.runs[0].tool.driver.rules;
  assert.equal(rules[res.ruleIndex].id, 'malformed_tool');
  assert.equal(rules.length, F.CATALOGUE.length + 1);
  assert.match(res.message.text, /Evidence: "\{"inputSchema":1\}"$/);
});

test('a pending reminder is not a result; a drift still pending is carried by its own results, once each', () => {
  // The scan hands SARIF this scan's records and the pending drift's stored ones: a record given twice is one result.
  const log = sarif([F.pendingReminder, F.annotationFlip, F.annotationFlip]);
  assertValid(log);
  assert.deepEqual(log.runs[0].results.map((r: Loose) => r.partialFingerprints['alertId/v1']), [F.annotationFlip.alert_id]);
  assert.equal(log.runs[0].invocations[0].executionSuccessful, true);
});
