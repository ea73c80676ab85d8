/**
 * The scenario corpus (corpus/**.json, format in corpus/README.md): every file runs through the
 * real pipeline (test/helpers/pipeline.ts) and must produce what a security engineer expects.
 * Scenarios marked known_gap are reported as TODO: they show a documented limit, not a failure.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEURISTIC_IDS, RECORD_KINDS } from '../src/model.js';
import { describeRecords, runPipeline, summarize } from './helpers/pipeline.js';
import { coverageMarkdown } from '../bench/lib/corpus-coverage.js';
import { readBlock } from '../bench/lib/generated.js';
import { corpusFiles, formatScenario, missingFindings, parseScenario, pipelineInput, type CorpusEntry } from './helpers/scenario.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CORPUS = join(ROOT, 'corpus');

// A malformed file fails its own test with a one-line reason; the others still run.
const files = corpusFiles(CORPUS).map(({ path, file }) => {
  const text = readFileSync(file, 'utf8');
  try {
    return { path, text, entry: parseScenario(text, path) };
  } catch (err) {
    return { path, text, error: (err as Error).message };
  }
});
const scenarios: CorpusEntry[] = files.flatMap((f) => (f.entry ? [f.entry] : []));
for (const f of files) if (f.error) test(f.path, () => assert.fail(f.error));

for (const { path, scenario } of scenarios) {
  const todo = scenario.known_gap ? { todo: `known gap: ${scenario.known_gap_reason}` } : {};
  test(path, { ...todo, timeout: 60_000 }, async () => {
    const run = await runPipeline(pipelineInput(scenario));
    const got = summarize(run.records);
    const e = scenario.expect;
    const context = `${scenario.description}\nrecords:\n${describeRecords(run.records)}`;
    const missing = e.heuristic_ids.filter((id) => !got.fired.includes(id));
    assert.deepEqual(missing, [], `heuristics expected but not fired: ${missing.join(',')} (fired: ${got.fired.join(',') || 'none'})\n${context}`);
    // Covered by an announcement is still fired: a forbidden id must not be in a declared record either.
    const forbidden = (e.forbid_ids ?? []).filter((id) => got.fired.includes(id) || got.declared.includes(id));
    assert.deepEqual(forbidden, [], `heuristics that must not fire: ${forbidden.join(',')}\n${context}`);
    assert.equal(got.top, e.top_severity, `top severity\n${context}`);
    assert.equal(run.exitCode, e.exit, `exit code\n${context}`);
    assert.deepEqual(got.kinds, RECORD_KINDS.filter((k) => e.kinds.includes(k)), `record kinds\n${context}`);
    const unseen = missingFindings(run.records, e.findings ?? []);
    assert.deepEqual(unseen, [], `findings expected on a tool and field but not there\n${context}`);
  });
}

test('the corpus is big enough, covers every heuristic, and attacks and benign cases are labelled consistently', () => {
  assert.deepEqual(files.filter((f) => f.error).map((f) => f.error), [], 'malformed scenario files');
  const benign = scenarios.filter((s) => s.benign);
  const attacks = scenarios.filter((s) => !s.benign);
  assert.ok(attacks.length >= 50, `attack scenarios: ${attacks.length}`);
  assert.ok(benign.length >= 50, `benign scenarios: ${benign.length}`);
  const covered = new Set(attacks.filter((s) => !s.scenario.known_gap).flatMap((s) => s.scenario.expect.heuristic_ids));
  // H16 compares one live server under several client identities (--profiles): a scenario is one
  // list per scan and cannot hold it; test/e2e.profiles.test.ts shows it against a cloaking server.
  assert.deepEqual(HEURISTIC_IDS.filter((id) => !covered.has(id) && id !== 'H16'), [], 'heuristics that no attack expects');
  // Hand-written scenarios keep their documented gaps to a handful; the blind sets (written without
  // sight of the cues, corpus/README.md) keep their misses as measured limits, each with its reason.
  const blind = (s: CorpusEntry): boolean => s.scenario.provenance.source === 'blind';
  const gaps = attacks.filter((s) => s.scenario.known_gap && !blind(s));
  assert.ok(gaps.length <= 5, `known gaps must stay a handful: ${gaps.map((s) => s.path).join(', ')}`);
  const blindAttacks = attacks.filter(blind);
  const blindGaps = blindAttacks.filter((s) => s.scenario.known_gap);
  assert.ok(blindGaps.length <= blindAttacks.length / 10, `blind-set misses ${blindGaps.length} of ${blindAttacks.length}: tune the cues, or say why not`);
  for (const { path, scenario } of attacks) {
    assert.equal(scenario.expect.exit, 1, `${path}: an attack must fail the scan`);
    // What must fire is named down to the tool and the field, not only the heuristic id.
    if (!scenario.known_gap) assert.ok((scenario.expect.findings ?? []).length > 0, `${path}: an attack names its expected findings (node dist/bench/corpus-expect.js --write ${path})`);
  }
  for (const { path, scenario } of benign) {
    assert.ok(['NONE', 'LOW'].includes(scenario.expect.top_severity), `${path}: a benign case expects NONE or LOW`);
    assert.equal(scenario.expect.exit, 0, `${path}: a benign case must not fail the scan`);
    assert.equal(scenario.expect.findings, undefined, `${path}: a benign case expects no finding`);
  }
  const firstContact = attacks.filter((s) => s.scenario.baseline === null).length;
  assert.ok(firstContact >= 20 && attacks.length - firstContact >= 20, `first-contact attacks ${firstContact}, rug pulls ${attacks.length - firstContact}`);
});

test('scenario files are written as the tools write them: two-space JSON, invisible characters as \\u escapes', () => {
  const drifted = files.filter((f) => f.entry && formatScenario(JSON.parse(f.text)) !== f.text).map((f) => f.path);
  assert.deepEqual(drifted, [], 'rewrite these with formatScenario (test/helpers/scenario.ts)');
});

test('the coverage table of corpus/README.md is the one bench/corpus-coverage.js writes from the files', () => {
  const readme = readFileSync(join(CORPUS, 'README.md'), 'utf8');
  assert.equal(readBlock(readme, 'coverage'), `${coverageMarkdown(scenarios)}\n`, 'run: node dist/bench/corpus-coverage.js --write');
});
