/**
 * Reads a folder in the format of ../shared/corpora (see its README.md): `*.jsonl` files with one
 * tool per line, and `pairs_*.jsonl` with before/after definitions. Evaluation data only: nothing
 * read here is ever written into the project.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject, JsonValue } from '../src/model.js';
import { paramsOf } from '../src/diff/params.js';

export type Label = 'benign' | 'malicious';

export interface ToolDef {
  description?: JsonValue;
  inputSchema?: JsonValue;
  annotations?: JsonValue;
}

export interface ToolRow extends ToolDef {
  file: string;
  line: number;
  server: string;
  name: string;
  label: Label;
  category: string | null;
}

export interface PairRow {
  file: string;
  line: number;
  server: string;
  name: string;
  before: ToolDef | null;
  after: ToolDef | null;
  label: Label;
  category: string | null;
  change: string;
}

export interface CorpusFolder {
  toolFiles: { file: string; rows: ToolRow[] }[];
  pairs: PairRow[];
}

export class CorpusFormatError extends Error {
  override name = 'CorpusFormatError';
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function lines(dir: string, file: string): { line: number; value: JsonObject }[] {
  return readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      if (text.trim() === '') return [];
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (e) {
        throw new CorpusFormatError(`${file}:${i + 1}: not JSON (${(e as Error).message})`);
      }
      if (!isObject(value)) throw new CorpusFormatError(`${file}:${i + 1}: not a JSON object`);
      return [{ line: i + 1, value }];
    });
}

function label(v: JsonValue | undefined, where: string): Label {
  if (v === 'benign' || v === 'malicious') return v;
  throw new CorpusFormatError(`${where}: label must be benign or malicious`);
}

function str(v: JsonValue | undefined, where: string, what: string): string {
  if (typeof v !== 'string' || v === '') throw new CorpusFormatError(`${where}: ${what} must be a non-empty string`);
  return v;
}

function def(v: JsonValue | undefined, where: string): ToolDef | null {
  if (v === null || v === undefined) return null;
  if (!isObject(v)) throw new CorpusFormatError(`${where}: before/after must be an object or null`);
  return { description: v.description, inputSchema: v.inputSchema, annotations: v.annotations };
}

/**
 * A category as reported: parenthesised notes dropped ("tool_poisoning (<IMPORTANT> …)" ->
 * "tool_poisoning"). It groups single-row variants and keeps quoted attack text out of the report.
 */
export function categoryOf(raw: string): string {
  const short = raw.replace(/\s*\([^)]*\)/g, '').replace(/\s+/g, ' ').trim();
  return short === '' ? raw : short;
}

export function readCorpusFolder(dir: string): CorpusFolder {
  const names = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
  const toolFiles: CorpusFolder['toolFiles'] = [];
  const pairs: PairRow[] = [];
  for (const file of names) {
    for (const { line, value: o } of lines(dir, file)) {
      const where = `${file}:${line}`;
      const common = {
        file,
        line,
        server: str(o.server, where, 'server'),
        name: str(o.name, where, 'name'),
        label: label(o.label, where),
        category: typeof o.category === 'string' ? categoryOf(o.category) : null,
      };
      if (file.startsWith('pairs_')) {
        const meta = isObject(o.meta) ? o.meta : {};
        pairs.push({ ...common, before: def(o.before, where), after: def(o.after, where), change: typeof meta.change === 'string' ? meta.change : 'modified' });
      } else {
        let entry = toolFiles.find((t) => t.file === file);
        if (!entry) toolFiles.push((entry = { file, rows: [] }));
        entry.rows.push({ ...common, description: o.description, inputSchema: o.inputSchema, annotations: o.annotations });
      }
    }
  }
  return { toolFiles, pairs };
}

/** The tool as a server would list it; annotations only when the source had them. */
export function toolObject(name: string, d: ToolDef): JsonObject {
  const tool: JsonObject = { name };
  if (typeof d.description === 'string') tool.description = d.description;
  tool.inputSchema = isObject(d.inputSchema) ? d.inputSchema : { type: 'object', properties: {} };
  if (isObject(d.annotations)) tool.annotations = d.annotations;
  return tool;
}

/** A server's rows as the manifest its first contact scans (`scan --manifest`). */
export function firstContactManifest(m: { server: string; rows: ToolRow[] }): JsonObject {
  return { serverInfo: { name: m.server, version: '1.0.0' }, tools: m.rows.map((r) => toolObject(r.name, r)) };
}

/**
 * A pair as a release: the "before" tool (or nothing, for an added tool) then the "after" tool (or
 * nothing, for a removed one). The server version moves between the two, as in a real release, so
 * that H5 (silent mutation) does not fire on every pair.
 */
export function pairManifests(p: PairRow): { baseline: JsonObject; current: JsonObject } {
  const manifest = (version: string, d: PairRow['before']): JsonObject => ({ serverInfo: { name: p.server, version }, tools: d ? [toolObject(p.name, d)] : [] });
  return { baseline: manifest('before', p.before), current: manifest('after', p.after) };
}

/**
 * Rows grouped into manifests by server. A server whose rows repeat a tool name (several poisoned
 * variants of one tool) is split into as many manifests as needed so that no manifest holds a
 * duplicate name (which would be a malformed manifest, not the attack under test).
 */
export function manifestsOf(rows: ToolRow[]): { server: string; rows: ToolRow[] }[] {
  const out: { server: string; rows: ToolRow[] }[] = [];
  const byServer = new Map<string, ToolRow[][]>();
  for (const row of rows) {
    const buckets = byServer.get(row.server) ?? [];
    if (buckets.length === 0) byServer.set(row.server, buckets);
    let bucket = buckets.find((b) => !b.some((r) => r.name === row.name));
    if (!bucket) {
      bucket = [];
      buckets.push(bucket);
      out.push({ server: row.server, rows: bucket });
    }
    bucket.push(row);
  }
  return out;
}

/**
 * Attack categories with no textual signal by design (corpora README, "Hard cases by design"):
 * reported, never gated. Anything not listed here counts as having a textual signal.
 */
export const NO_TEXTUAL_SIGNAL: { match: RegExp; reason: string }[] = [
  { match: /^name_overlap$/, reason: 'look-alike tool names; the name is the only signal' },
  { match: /^preference_manipulation$/, reason: 'praise such as "the best tool in the world"; no instruction, no target' },
  { match: /^Preference Manipulation( Attack)?$/, reason: 'marketing-style descriptions that steer tool choice' },
  { match: /^Function Overlapping$/, reason: 'a duplicate of a real function described in ordinary words' },
  { match: /name squatting/, reason: 'a duplicated tool name with a preference word; no instruction' },
  { match: /^schema inconsistency/, reason: 'the tool returns wrong results; nothing in its definition says so' },
];

/**
 * Counted as textual (and gated), but thin: the only words are a parameter name. The report also
 * prints the rate without them, so that a reader sees how much they weigh.
 */
export const BORDERLINE: { match: RegExp; reason: string }[] = [
  { match: /out_of_scope_parameter/, reason: 'the only signal is an undocumented parameter asking for the model\'s name' },
];

/**
 * Row level: categories whose attack is one extra parameter (corpora README: MSB
 * `out_of_scope_parameter`, "extra llm_model_name parameter"). A row of such a category whose
 * attacked definition holds no such parameter (the attacker server's other tools, extracted with
 * it; for a pair, a change that removes the parameter or leaves it as it was) shows nothing any
 * definition-reading sensor could see: it is counted apart, not gated.
 */
export const PARAMETER_ATTACKS: { match: RegExp; param: RegExp; reason: string }[] = [
  { match: /out_of_scope_parameter/, param: /llm|model/i, reason: 'the attacked definition holds no parameter for the model\'s name (the attack\'s only part)' },
];

/** The definition's parameter names at any depth, as the pipeline itself walks them. */
function paramNames(d: ToolDef | null): string[] {
  return d ? paramsOf(d.inputSchema).map((p) => p.name) : [];
}

/** Why this row carries no signal of its category (null: it does). `before` is null at first contact. */
export function rowWithoutSignal(category: string | null, before: ToolDef | null, after: ToolDef | null): string | null {
  const rule = category === null ? undefined : PARAMETER_ATTACKS.find((x) => x.match.test(category));
  if (!rule) return null;
  const had = new Set(paramNames(before).filter((n) => rule.param.test(n)));
  return paramNames(after).some((n) => rule.param.test(n) && !had.has(n)) ? null : rule.reason;
}

export function borderline(category: string | null): boolean {
  return category !== null && BORDERLINE.some((x) => x.match.test(category));
}

export function textualSignal(category: string | null): { textual: boolean; reason: string | null } {
  const hit = category === null ? undefined : NO_TEXTUAL_SIGNAL.find((x) => x.match.test(category));
  return hit ? { textual: false, reason: hit.reason } : { textual: true, reason: null };
}
