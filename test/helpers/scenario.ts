/**
 * The scenario format of corpus/ (documented in corpus/README.md), read in one place: the corpus
 * test, the records snapshot and the corpus benches all parse, walk and run scenarios through
 * here. Parsing is strict: an unknown key (a typo such as "expcet") must not silently drop an
 * expectation.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { EvidenceFinding, HeuristicId, JsonObject, RecordKind, SentinelRecord } from '../../src/model.js';
import { HEURISTIC_IDS, RECORD_KINDS } from '../../src/model.js';
import { TOP_SEVERITIES, type AnnouncementSpec, type PipelineInput, type TopSeverity } from './pipeline.js';

/** Threat families, the first folder under corpus/ (a benign look-alike sits in `<family>/benign/`). */
export const FAMILIES = {
  override: 'instruction override, "takes precedence"',
  secrecy: 'secrecy and deception toward the user',
  authority: 'speech addressed to the model, impersonated turns, fake authority banners',
  role: 'role and safety changes (developer mode, "you are now", guidelines off)',
  trust: 'trust grants: auto-approve, follow fetched content without confirmation',
  credentials: 'reading secrets: SSH/cloud/kube keys, `.env`, client configs, keychain, system prompt',
  commands: 'install and execution idioms: `curl \\| bash`, custom registries, crontab, setuid, git hooks',
  exfiltration: 'data sent elsewhere: BCC, forwarding, replaced IBAN or wallet, upload URLs, beacons',
  harvesting: 'the model asked to hand over its context, conversation, system prompt or the user\'s data',
  shadowing: 'instructions about another tool or server; the same or a look-alike tool name',
  detour: 'a forced extra call (a "compliance" or "verification" step) before the real work',
  tampering: 'results changed before the user sees them: amounts, rankings, test outcomes',
  markup: 'hidden markup: `<IMPORTANT>`, `<system>`, comments, chat-template tokens, padding',
  unicode: 'invisible characters, bidi controls, homoglyphs; honest scripts and emoji',
  schema: 'schema weakening and risky parameters: dropped patterns, defaults, opened objects',
  annotation: 'annotations that claim less risk than before',
  endpoint: 'endpoint rotation, cross-origin redirects, version bumps without a change',
  toolset: 'the tool set and its releases: risky tools added, renames, removals, rewordings',
} as const;
export type Family = keyof typeof FAMILIES;

/** Languages a scenario's text is written in (ISO 639-1; `mul` when several carry the case). */
export const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'ro', 'tr', 'vi', 'ru', 'uk', 'bg', 'sr', 'el', 'ar', 'he', 'fa', 'ur', 'hi', 'zh', 'ja', 'ko', 'mul'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Where a scenario comes from. `project`: written for the project by hand, knowing the cues.
 * `blind`: from a set written by people who had not seen `heuristics/` nor any scenario, measured
 * at first sight (bench/blind/README.md) and, when `tuned_on`, read and tuned on since.
 */
export type Provenance = { source: 'project'; tuned_on: true } | { source: 'blind'; set: string; tuned_on: boolean };

/** A finding that must be present in the final scan: on this tool (null: the server), this field, from this heuristic. */
export interface ExpectedFinding {
  tool: string | null;
  /** As the record's evidence names it: "description", "inputSchema.properties.to.default" … (null: the tool as a whole). */
  field: string | null;
  heuristic: HeuristicId;
}

export interface Expectation {
  top_severity: TopSeverity;
  heuristic_ids: HeuristicId[];
  exit: 0 | 1 | 2;
  kinds: RecordKind[];
  forbid_ids?: HeuristicId[];
  findings?: ExpectedFinding[];
}

export interface Scenario {
  description: string;
  provenance: Provenance;
  language: Language;
  known_gap?: boolean;
  known_gap_reason?: string;
  baseline: JsonObject | null;
  current: JsonObject;
  announcements?: AnnouncementSpec[];
  others?: Record<string, JsonObject>;
  endpoints?: { baseline?: string; current?: string };
  redirect?: { from: string; to: string };
  baseline_alerts?: boolean;
  expect: Expectation;
}

/** A scenario file and where it sits: `family/name.json` or `family/benign/name.json`. */
export interface CorpusEntry {
  /** Path under corpus/, with `/`. */
  path: string;
  family: Family;
  benign: boolean;
  scenario: Scenario;
}

export class ScenarioFormatError extends Error {
  override name = 'ScenarioFormatError';
}

const KEYS = ['description', 'provenance', 'language', 'known_gap', 'known_gap_reason', 'baseline', 'current', 'announcements', 'others', 'endpoints', 'redirect', 'baseline_alerts', 'expect'];
const EXPECT_KEYS = ['top_severity', 'heuristic_ids', 'exit', 'kinds', 'forbid_ids', 'findings'];
const ANNOUNCE_KEYS = ['tool', 'addsParam', 'removesParam', 'addsTool', 'removesTool', 'changes', 'version'];
const LAYOUT = /^([a-z]+)\/(benign\/)?([^/]+)\.json$/;
/** Blind-set files keep their first name behind the set's number: b4-creds-en-vault.json. */
const BLIND_NAME = /^b(\d+)-/;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function sameKeys(o: Record<string, unknown>, keys: string[]): boolean {
  const got = Object.keys(o).sort();
  return got.length === keys.length && [...keys].sort().every((k, i) => k === got[i]);
}

/** Parses one scenario file's text; `path` is its place under corpus/ (the layout is part of the format). */
export function parseScenario(text: string, path: string): CorpusEntry {
  const fail = (why: string): never => {
    throw new ScenarioFormatError(`${path}: ${why}`);
  };
  const at = LAYOUT.exec(path) ?? fail('expected <family>/<name>.json or <family>/benign/<name>.json');
  const [, family = '', benignDir, name = ''] = at;
  if (!(family in FAMILIES)) fail(`unknown family "${family}" (corpus/README.md lists them)`);
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (err) {
    fail(`not JSON: ${(err as Error).message}`);
  }
  if (!isObject(v)) fail('not a JSON object');
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!KEYS.includes(k)) fail(`unknown key "${k}"`);
  if (typeof o.description !== 'string' || o.description.length < 10) fail('description missing');
  if (!LANGUAGES.includes(o.language as Language)) fail(`language must be one of ${LANGUAGES.join(' ')}`);
  const p = o.provenance;
  if (!isObject(p)) fail('provenance missing');
  const pv = p as Record<string, unknown>;
  const blindOf = BLIND_NAME.exec(name);
  if (pv.source === 'project') {
    if (!sameKeys(pv, ['source', 'tuned_on']) || pv.tuned_on !== true) fail('provenance of a project scenario is {"source": "project", "tuned_on": true} (written knowing the cues)');
    if (blindOf) fail('a b<N>- name is kept for blind-set files');
  } else if (pv.source === 'blind') {
    if (!sameKeys(pv, ['source', 'set', 'tuned_on']) || typeof pv.tuned_on !== 'boolean') fail('provenance of a blind scenario is {"source": "blind", "set": "blind-N", "tuned_on": true|false}');
    if (!blindOf || pv.set !== `blind-${blindOf[1]}`) fail(`a file of ${String(pv.set)} is named b<N>-… after its set`);
  } else fail('provenance.source must be "project" or "blind"');
  if (!('baseline' in o) || !(o.baseline === null || isObject(o.baseline))) fail('baseline must be a manifest or null');
  if (!isObject(o.current)) fail('current must be a manifest');
  if (o.known_gap !== undefined && (o.known_gap !== true || typeof o.known_gap_reason !== 'string')) fail('known_gap needs known_gap_reason');
  for (const a of (o.announcements as unknown[] | undefined) ?? []) {
    if (!isObject(a)) fail('an announcement must be an object');
    for (const k of Object.keys(a as object)) if (!ANNOUNCE_KEYS.includes(k)) fail(`unknown announcement key "${k}"`);
  }
  const e = o.expect;
  if (!isObject(e)) fail('expect missing');
  const x = e as Record<string, unknown>;
  for (const k of Object.keys(x)) if (!EXPECT_KEYS.includes(k)) fail(`unknown expect key "${k}"`);
  if (!TOP_SEVERITIES.includes(x.top_severity as TopSeverity)) fail(`bad top_severity ${String(x.top_severity)}`);
  const ids = (list: unknown, what: string) => {
    if (!Array.isArray(list) || !list.every((id) => HEURISTIC_IDS.includes(id))) fail(`${what} must list H1..H14`);
  };
  ids(x.heuristic_ids, 'heuristic_ids');
  if (x.forbid_ids !== undefined) ids(x.forbid_ids, 'forbid_ids');
  if (![0, 1, 2].includes(x.exit as number)) fail('exit must be 0, 1 or 2');
  if (!Array.isArray(x.kinds) || !x.kinds.every((k) => RECORD_KINDS.includes(k))) fail(`kinds must list ${RECORD_KINDS.join('/')}`);
  if (x.findings !== undefined) {
    if (!Array.isArray(x.findings) || x.findings.length === 0) fail('findings must list at least one {tool, field, heuristic}');
    for (const f of x.findings as unknown[]) {
      const ok =
        isObject(f) &&
        sameKeys(f, ['tool', 'field', 'heuristic']) &&
        (f.tool === null || typeof f.tool === 'string') &&
        (f.field === null || (typeof f.field === 'string' && f.field.length > 0)) &&
        HEURISTIC_IDS.includes(f.heuristic as HeuristicId);
      if (!ok) fail(`a finding is {"tool": name | null, "field": "description" | null, "heuristic": "H3"}: ${JSON.stringify(f)}`);
    }
  }
  return { path, family: family as Family, benign: benignDir !== undefined, scenario: o as unknown as Scenario };
}

/** Every scenario file under `corpus`, sorted by path (not parsed). */
export function corpusFiles(corpus: string): Array<{ path: string; file: string }> {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const p = join(dir, name);
        return statSync(p).isDirectory() ? walk(p) : name.endsWith('.json') ? [p] : [];
      });
  return walk(corpus).map((file) => ({ path: relative(corpus, file).split(sep).join('/'), file }));
}

/** Every scenario under `corpus`, parsed; the first malformed file throws ScenarioFormatError. */
export function readCorpus(corpus: string): CorpusEntry[] {
  return corpusFiles(corpus).map(({ path, file }) => parseScenario(readFileSync(file, 'utf8'), path));
}

/**
 * The server id every scenario is scanned under. Fixed, not derived from the path, so that moving
 * a file cannot change what the pipeline says about it (drift ids hash the server id).
 */
export const SCENARIO_SERVER = 'scenario';

/** What runPipeline needs to run a scenario. */
export function pipelineInput(s: Pick<Scenario, 'baseline' | 'current' | 'announcements' | 'others' | 'endpoints' | 'redirect' | 'baseline_alerts'>): PipelineInput {
  return {
    server: SCENARIO_SERVER,
    baseline: s.baseline,
    current: s.current,
    announcements: s.announcements,
    others: s.others,
    endpoints: s.endpoints,
    redirect: s.redirect,
    acceptBaselineAlerts: s.baseline_alerts === true,
  };
}

/** The distinct {tool, field, heuristic} of the alert findings that `keep` accepts, sorted. */
export function alertFindings(records: SentinelRecord[], keep: (f: EvidenceFinding, r: SentinelRecord) => boolean): ExpectedFinding[] {
  const seen = new Map<string, ExpectedFinding>();
  for (const r of records) {
    if (r.kind !== 'alert') continue;
    for (const f of r.evidence?.findings ?? []) {
      if (!keep(f, r)) continue;
      const one: ExpectedFinding = { tool: r.tool ?? null, field: f.field, heuristic: f.heuristic_id };
      seen.set(JSON.stringify(one), one);
    }
  }
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, f]) => f);
}

/** The expected findings that no alert record of `records` carries. */
export function missingFindings(records: SentinelRecord[], expected: ExpectedFinding[]): ExpectedFinding[] {
  return expected.filter((x) =>
    records.some((r) => r.kind === 'alert' && (r.tool ?? null) === x.tool && (r.evidence?.findings ?? []).some((f) => f.field === x.field && f.heuristic_id === x.heuristic)) === false,
  );
}

// Invisible and format characters are written as \uXXXX escapes so that a reader sees them
// (zero-width, bidi controls, variation selectors, tag characters, soft hyphen, fillers).
const INVISIBLE = /[\u007f-\u009f\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb]|\udb40[\udc00-\udfff]/g;

/** A scenario as the files are written: two-space JSON, invisible characters escaped, a final newline. */
export function formatScenario(o: unknown): string {
  const text = JSON.stringify(o, null, 2).replace(/"(?:[^"\\]|\\.)*"/g, (literal) =>
    literal.replace(INVISIBLE, (c) => c.split('').map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')),
  );
  return `${text}\n`;
}
