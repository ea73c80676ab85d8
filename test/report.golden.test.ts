/**
 * Golden files per output format (test/golden/), made by real runs of the pipeline on corpus
 * scenarios (test/helpers/golden.ts) and compared byte for byte: pretty output in its printed order,
 * since people read it top to bottom. Regenerate with `npm run golden:update` and review the diff.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadHeuristics } from '../src/heuristics/load.js';
import { HEURISTIC_IDS } from '../src/model.js';
import { FORMATS, GOLDEN_CASES, GOLDEN_DIR, goldenFile, runGolden, type GoldenRun } from './helpers/golden.js';

const h = loadHeuristics();
const runs = new Map<string, GoldenRun>();

for (const c of GOLDEN_CASES) {
  for (const format of FORMATS) {
    test(`golden ${c.name}.${format} (${c.scenario})`, async () => {
      let run = runs.get(c.name);
      if (!run) runs.set(c.name, (run = await runGolden(c, h)));
      const file = goldenFile(c, format);
      assert.ok(existsSync(file), `missing test/golden/${c.name}.${format}: run npm run golden:update`);
      // Line by line first, for a readable failure; then every byte.
      const expected = readFileSync(file, 'utf8');
      assert.deepEqual(run.files[format].split('\n'), expected.split('\n'), `test/golden/${c.name}.${format} differs: npm run golden:update, then review the diff`);
      assert.equal(run.files[format], expected);
    });
  }
}

test('the golden cases make every heuristic fire, across servers, declared and as an error', async () => {
  const all = await Promise.all(GOLDEN_CASES.map(async (c) => runs.get(c.name) ?? runGolden(c, h)));
  const records = all.flatMap((r) => r.records);
  const fired = new Set(records.flatMap((r) => r.heuristic_ids));
  // H16 needs a live server scanned under several identities (--profiles): test/e2e.profiles.test.ts
  // shows it in JSONL, pretty and SARIF.
  assert.deepEqual(HEURISTIC_IDS.filter((id) => !fired.has(id) && id !== 'H16'), [], 'heuristics no golden case shows');
  for (const kind of ['alert', 'declared', 'error'] as const) assert.ok(records.some((r) => r.kind === kind), `no ${kind} record`);
});

test('a look-alike tool name across two servers names the other server and its tool in every format', () => {
  const golden = (format: string) => readFileSync(new URL(`duplicate-name.${format}`, GOLDEN_DIR), 'utf8');
  const dup = golden('jsonl')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { server: string; evidence: { findings: { heuristic_id: string; detail?: { duplicate_of?: string[] } }[] } | null })
    .filter((r) => r.evidence?.findings.some((f) => f.detail?.duplicate_of));
  const servers = dup.map((r) => r.server).sort();
  assert.equal(servers.length, 2, 'one record per server');
  for (const r of dup) {
    const other = servers.find((s) => s !== r.server)!;
    assert.deepEqual(r.evidence!.findings.find((f) => f.heuristic_id === 'H11')!.detail!.duplicate_of, [other]);
  }
  for (const format of ['pretty.txt', 'sarif.json']) {
    for (const other of servers) {
      // Pretty output wraps at 80 columns: read its continuation lines as one line.
      const text = format === 'pretty.txt' ? golden(format).replace(/\n +/g, ' ') : golden(format);
      assert.match(text, new RegExp(`tool name looks like \x60[a-z_]+\x60 of ${other.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(one edit away\\)`), `${format} names ${other}`);
    }
  }
});

test('no golden pretty file holds a raw escape or bidi character', () => {
  const files = readdirSync(GOLDEN_DIR).filter((f) => f.endsWith('.pretty.txt'));
  assert.ok(files.length >= GOLDEN_CASES.length);
  for (const f of files) assert.doesNotMatch(readFileSync(new URL(f, GOLDEN_DIR), 'utf8'), /[\x00-\x09\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/, f);
});
