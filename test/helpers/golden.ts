/**
 * Golden files per output format, made by real runs of the pipeline: a handful of corpus scenarios
 * (test/helpers/pipeline.ts: in-memory history, shipped heuristics, fixed clock and ids) rendered
 * as the CLI renders them. Together they make every heuristic H1–H14 fire, a tool name exposed
 * by two servers, an announced (declared) change and a configuration entry that cannot be scanned.
 *
 * `npm run golden:update` rewrites test/golden/ from here; test/report.golden.test.ts compares
 * byte for byte. Review the diff before committing it: it is what an operator will see.
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { SentinelRecord } from '../../src/model.js';
import { loadHeuristics } from '../../src/heuristics/load.js';
import type { LoadedHeuristics } from '../../src/heuristics/build.js';
import { writeJsonl } from '../../src/report/jsonl.js';
import { renderPretty } from '../../src/report/pretty.js';
import { toSarif } from '../../src/report/sarif.js';
import { scanSummary } from '../../src/cli/output.js';
import { shortId } from '../../src/fingerprint/hash.js';
import { runPipeline, type PipelineInput } from './pipeline.js';

export const GOLDEN_DIR = new URL('../../../test/golden/', import.meta.url);
const CORPUS = new URL('../../../corpus/', import.meta.url);
const SENSOR_VERSION = '0.0.0-corpus';

export interface GoldenCase {
  /** Base name of the three golden files. */
  name: string;
  /** The scenario under corpus/. */
  scenario: string;
  /** Configuration entries added to the scan under test that cannot be scanned (id -> reason). */
  unscannable?: Record<string, string>;
}

export const GOLDEN_CASES: readonly GoldenCase[] = [
  // H11 across servers: a look-alike name, each record naming the other server and its tool; plus
  // an entry that cannot be scanned.
  {
    name: 'duplicate-name',
    scenario: 'shadowing/en-first-contact-one-edit-look-alike.json',
    unscannable: { 'team-notes': 'needs interactive input: ${input:notes_token}' },
  },
  { name: 'cross-tool-reference', scenario: 'authority/en-first-contact-note-for-assistant.json' }, // H3, H11
  { name: 'risky-param-declared', scenario: 'schema/rugpull-script-param-announced.json' }, // H1, H2, declared
  { name: 'endpoint-rotated', scenario: 'endpoint/rotated-with-version-bump.json' }, // H4, H6
  { name: 'redirect', scenario: 'endpoint/first-contact-cross-origin-redirect.json' }, // H4 (redirect)
  { name: 'annotation-silent', scenario: 'annotation/rugpull-destructive-false-silent.json' }, // H5, H7
  { name: 'homoglyph', scenario: 'unicode/description-cyrillic-o-ignore.json' }, // H3, H8
  { name: 'bidi-schema', scenario: 'unicode/en-rugpull-bidi-override-filename.json' }, // H9, H12
  { name: 'inst-tokens', scenario: 'markup/en-first-contact-inst-tokens.json' }, // H10, H14
  { name: 'tool-added', scenario: 'toolset/rugpull-eval-added-silent.json' }, // H5, H13
  { name: 'definition-change', scenario: 'tampering/paraphrased-surcharge-rugpull.json' }, // H15
];

export const FORMATS = ['jsonl', 'pretty.txt', 'sarif.json'] as const;
export type GoldenFormat = (typeof FORMATS)[number];

export interface GoldenRun {
  records: SentinelRecord[];
  files: Record<GoldenFormat, string>;
}

function jsonl(records: SentinelRecord[]): string {
  const s = new PassThrough();
  writeJsonl(records, s);
  s.end();
  return (s.read() as Buffer | null)?.toString('utf8') ?? '';
}

/**
 * Announcement ids are random (history/writes.ts): number them in order of appearance, and derive
 * each declared record's id from the numbered one as the pipeline does (records.ts).
 */
function stableAnnouncements(records: SentinelRecord[]): SentinelRecord[] {
  const ids = new Map<string, string>();
  return records.map((r) => {
    if (r.announcement_id === undefined) return r;
    let id = ids.get(r.announcement_id);
    if (id === undefined) ids.set(r.announcement_id, (id = `an-${String(ids.size + 1).padStart(16, '0')}`));
    return { ...r, alert_id: shortId('de', [r.scan_id, r.tool, r.type, id]), announcement_id: id };
  });
}

/** Runs one case through the pipeline and renders it in every format, as `scan --format …` would. */
export async function runGolden(c: GoldenCase, h: LoadedHeuristics = loadHeuristics()): Promise<GoldenRun> {
  const s = JSON.parse(readFileSync(new URL(c.scenario, CORPUS), 'utf8')) as Record<string, unknown>;
  const input: PipelineInput = {
    server: c.name,
    baseline: s.baseline as PipelineInput['baseline'],
    current: s.current as PipelineInput['current'],
    ...(s.announcements ? { announcements: s.announcements as PipelineInput['announcements'] } : {}),
    ...(s.others ? { others: s.others as PipelineInput['others'] } : {}),
    ...(s.endpoints ? { endpoints: s.endpoints as PipelineInput['endpoints'] } : {}),
    ...(s.redirect ? { redirect: s.redirect as PipelineInput['redirect'] } : {}),
    acceptBaselineAlerts: s.baseline_alerts === true,
    ...(c.unscannable ? { unscannable: c.unscannable } : {}),
  };
  const run = await runPipeline(input, { heuristics: h });
  const records = stableAnnouncements(run.records);
  const summary = scanSummary(records, run.result);
  const sarif = toSarif(records, { sensorVersion: SENSOR_VERSION, heuristics: h.catalogue, exitCode: run.exitCode });
  return {
    records,
    files: {
      jsonl: jsonl(records),
      'pretty.txt': renderPretty(records, { color: false, summary }),
      'sarif.json': JSON.stringify(sarif, null, 2) + '\n',
    },
  };
}

export function goldenFile(c: GoldenCase, format: GoldenFormat): URL {
  return new URL(`${c.name}.${format}`, GOLDEN_DIR);
}
