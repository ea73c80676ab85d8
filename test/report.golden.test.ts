/**
 * Golden files per output format, for a fixed set of records. Compared after sorting lines (jsonl,
 * pretty) or as parsed JSON (sarif), so only content matters. Regenerate with UPDATE_GOLDEN=1 and
 * review the diff before committing it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { SentinelRecord } from '../src/model.js';
import { writeJsonl } from '../src/report/jsonl.js';
import { renderPretty } from '../src/report/pretty.js';
import { toSarif } from '../src/report/sarif.js';
import type { ScanSummary } from '../src/report/types.js';
import * as F from './report-fixtures.js';

const GOLDEN = new URL('../../test/golden/', import.meta.url);
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

interface Case {
  name: string;
  records: SentinelRecord[];
  summary: ScanSummary;
}

const CASES: Case[] = [
  { name: 'scan-mixed', records: F.ALL_RECORDS, summary: F.ALL_SUMMARY },
  { name: 'scan-quiet', records: [], summary: F.QUIET_SUMMARY },
];

function jsonl(records: SentinelRecord[]): string {
  const s = new PassThrough();
  writeJsonl(records, s);
  s.end();
  return (s.read() as Buffer | null)?.toString('utf8') ?? '';
}

function sortedLines(text: string): string[] {
  return text.split('\n').sort();
}

function golden(file: string, actual: string, compare: (expected: string, actual: string) => void): void {
  const url = new URL(file, GOLDEN);
  if (UPDATE) writeFileSync(url, actual);
  assert.ok(existsSync(url), `missing golden file test/golden/${file}: run the tests with UPDATE_GOLDEN=1`);
  compare(readFileSync(url, 'utf8'), actual);
}

for (const c of CASES) {
  test(`golden ${c.name}.jsonl`, () => {
    golden(`${c.name}.jsonl`, jsonl(c.records), (e, a) => assert.deepEqual(sortedLines(a), sortedLines(e)));
  });

  test(`golden ${c.name}.pretty.txt (colour off)`, () => {
    const text = renderPretty(c.records, { color: false, summary: c.summary });
    golden(`${c.name}.pretty.txt`, text, (e, a) => assert.deepEqual(sortedLines(a), sortedLines(e)));
  });

  test(`golden ${c.name}.sarif.json`, () => {
    const log = toSarif(c.records, { sensorVersion: F.SENSOR_VERSION, heuristics: F.CATALOGUE, baseDir: F.BASE_DIR, exitCode: c.summary.exitCode });
    golden(`${c.name}.sarif.json`, JSON.stringify(log, null, 2) + '\n', (e, a) => assert.deepEqual(JSON.parse(a), JSON.parse(e)));
  });
}

test('the golden pretty file holds no raw escape character', () => {
  const text = readFileSync(new URL('scan-mixed.pretty.txt', GOLDEN), 'utf8');
  assert.doesNotMatch(text, /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
});
