import { Checker } from '../heuristics/check.js';
import { DEFAULT_HEURISTICS_DIR, readJson } from '../heuristics/files.js';

/** The five capability labels, in the order every output lists them. */
export const LABELS = ['private-data', 'untrusted-content', 'egress', 'destructive', 'code-execution'] as const;
export type Label = (typeof LABELS)[number];

/** The hints of MCP tool annotations that rules read. */
export const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
export type Hint = (typeof HINTS)[number];

interface RuleBase {
  id: string;
  label: Label;
  examples: { match: string[]; nomatch: string[] };
}

/**
 * The name's tokens hold one token of each list of `all`, and none of `unless`. `only`, when
 * given: every token of the name is in it or in a list of `all` (a bare verb with a few neutral
 * words, rather than a verb with any object a list of exceptions forgot).
 */
export interface NameRule extends RuleBase {
  on: 'name';
  all: Set<string>[];
  unless: Set<string>;
  only: Set<string> | null;
  /** The summary says the name's words mean something else (a public registry, an existing object moved). */
  unlessSummary: RegExp | null;
  /** A parameter says so (a local file's path on a sheet tool): names as in ParamRule.params, or `name:type`. */
  unlessParams: Set<string>;
  /** A parameter whose name ends in one of these tokens says so too (`bookId`: an object of a store, not a page of the web). */
  unlessParamSuffixes: Set<string>;
}

/** A pattern over the title and the first sentence of the description. */
export interface SummaryRule extends RuleBase {
  on: 'summary';
  re: RegExp;
}

/**
 * A parameter (top level of inputSchema) named one of `params`, or whose name ends in a token of
 * `suffixes` (`runId`, `host_id`); the tool name holds one of `with` and none of `unless`.
 */
export interface ParamRule extends RuleBase {
  on: 'param';
  params: Set<string>;
  suffixes: Set<string>;
  with: Set<string> | null;
  unless: Set<string>;
  unlessSummary: RegExp | null;
  /**
   * When given, the parameter must also offer one of these verbs as the first token of a value of
   * its `enum`: a dispatcher's `action` that can be `delete` can delete, whatever the tool is called.
   */
  values: Set<string> | null;
  /** `values` may be any token of an enum value (`create_review`: a review), not only its first (its verb). */
  valuesAnywhere: boolean;
  /**
   * The parameter's declared shape says it is something else: `object`, `string`, … or `object[]` for an
   * array of objects (a batch of the tool's own operations named `commands`, not a shell line). A
   * parameter that declares no type passes.
   */
  unlessTypes: Set<string>;
  /**
   * Another parameter of the tool says the named one is something else: a `command` beside a
   * `parameters` object names one of the tool's own sub-commands (a command router), not a shell line.
   * Names as in `params`, or `name:type` for a parameter that also declares that type.
   */
  unlessParams: Set<string>;
}

/** An annotation hint with this value adds the label, whoever sent it. */
export interface AnnotationRule extends RuleBase {
  on: 'annotation';
  hint: Hint;
  value: boolean;
}

export type LabelRule = NameRule | SummaryRule | ParamRule | AnnotationRule;

/** A hint that takes labels away: honoured only for servers the operator trusts. */
export interface Removal {
  id: string;
  hint: Hint;
  value: boolean;
  removes: Label[];
  examples: { match: string[]; nomatch: string[] };
}

export interface LabelsData {
  version: string;
  rules: LabelRule[];
  removals: Removal[];
  implies: Array<{ id: string; from: Label; to: Label }>;
}

export const LABELS_FILE = 'labels.json';

const TOKEN = /^[a-z0-9]+$/;

function tokenSet(c: Checker, v: unknown, what: string): Set<string> {
  const list = c.strings(v, what, true);
  for (const t of list) if (!TOKEN.test(t)) c.fail(`${what}: "${t}" is not a lower-case token`);
  return new Set(list);
}

const SHAPE = /^(?:string|number|integer|boolean|object|array|null)(?:\[\])?$/;

function shapeSet(c: Checker, v: unknown): Set<string> {
  const list = c.strings(v, 'unless_types', true);
  for (const t of list) if (!SHAPE.test(t)) c.fail(`unless_types: "${t}" is not a JSON type or an array of one ("object[]")`);
  return new Set(list);
}

/** Parameter names as rules compare them (snake_case, lower case): none when the key is absent. */
function paramSet(c: Checker, v: unknown): Set<string> {
  return v === undefined ? new Set() : new Set(c.strings(v, 'unless_params', true).map((p) => p.toLowerCase()));
}

function unlessSummary(at: Checker, v: unknown): RegExp | null {
  return v === undefined ? null : at.regex(at.pattern(v, 'unless_summary'), 'i', 'unless_summary');
}

/** Validates labels.json strictly (unknown keys, unknown labels, duplicate ids, patterns that do not compile). */
export function parseLabels(raw: unknown): LabelsData {
  const c = new Checker(LABELS_FILE);
  const o = c.object(raw, 'labels file', ['version', 'labels', 'rules', 'removals', 'implies'], ['summary']);
  const declared = c.array(o.labels, 'labels', true).map((row) => {
    const r = c.entry(row).object(row, 'label', ['id', 'summary']);
    return c.oneOf(r.id, 'labels[].id', LABELS);
  });
  for (const l of LABELS) if (!declared.includes(l)) c.fail(`label "${l}" is not declared`);
  const ids = new Set<string>();
  const unique = (at: Checker, v: unknown): string => {
    const id = at.string(v, 'id');
    if (ids.has(id)) at.at(id).fail('duplicate id');
    ids.add(id);
    return id;
  };
  const rules = c.array(o.rules, 'rules', true).map((row): LabelRule => {
    const at = c.entry(row);
    const on = at.oneOf((row as { on?: unknown }).on, 'on', ['name', 'summary', 'param', 'annotation'] as const);
    const base = ['id', 'label', 'on', 'examples'];
    if (on === 'name') {
      const r = at.object(row, 'rule', [...base, 'all'], ['unless', 'only', 'unless_summary', 'unless_params', 'unless_param_suffixes']);
      return {
        id: unique(at, r.id), label: at.oneOf(r.label, 'label', LABELS), on, examples: at.examples(r.examples),
        all: at.array(r.all, 'all', true).map((l, i) => tokenSet(at, l, `all[${i}]`)),
        unless: r.unless === undefined ? new Set() : tokenSet(at, r.unless, 'unless'),
        only: r.only === undefined ? null : tokenSet(at, r.only, 'only'),
        unlessSummary: unlessSummary(at, r.unless_summary),
        unlessParams: paramSet(at, r.unless_params),
        unlessParamSuffixes: r.unless_param_suffixes === undefined ? new Set() : tokenSet(at, r.unless_param_suffixes, 'unless_param_suffixes'),
      };
    }
    if (on === 'summary') {
      const r = at.object(row, 'rule', [...base, 'pattern']);
      return { id: unique(at, r.id), label: at.oneOf(r.label, 'label', LABELS), on, examples: at.examples(r.examples), re: at.regex(at.pattern(r.pattern, 'pattern'), 'i', 'pattern') };
    }
    if (on === 'param') {
      const r = at.object(row, 'rule', [...base, 'params'], ['with', 'unless', 'suffixes', 'unless_summary', 'values', 'values_anywhere', 'unless_types', 'unless_params']);
      return {
        id: unique(at, r.id), label: at.oneOf(r.label, 'label', LABELS), on, examples: at.examples(r.examples),
        params: new Set(at.strings(r.params, 'params', true).map((p) => p.toLowerCase())),
        suffixes: r.suffixes === undefined ? new Set() : tokenSet(at, r.suffixes, 'suffixes'),
        with: r.with === undefined ? null : tokenSet(at, r.with, 'with'),
        unless: r.unless === undefined ? new Set() : tokenSet(at, r.unless, 'unless'),
        unlessSummary: unlessSummary(at, r.unless_summary),
        values: r.values === undefined ? null : tokenSet(at, r.values, 'values'),
        valuesAnywhere: r.values_anywhere === undefined ? false : at.boolean(r.values_anywhere, 'values_anywhere'),
        unlessTypes: r.unless_types === undefined ? new Set() : shapeSet(at, r.unless_types),
        unlessParams: paramSet(at, r.unless_params),
      };
    }
    const r = at.object(row, 'rule', [...base, 'hint', 'value']);
    return { id: unique(at, r.id), label: at.oneOf(r.label, 'label', LABELS), on, examples: at.examples(r.examples), hint: at.oneOf(r.hint, 'hint', HINTS), value: at.boolean(r.value, 'value') };
  });
  const removals = c.array(o.removals, 'removals').map((row): Removal => {
    const at = c.entry(row);
    const r = at.object(row, 'removal', ['id', 'hint', 'value', 'removes', 'examples']);
    return {
      id: unique(at, r.id), hint: at.oneOf(r.hint, 'hint', HINTS), value: at.boolean(r.value, 'value'),
      removes: at.array(r.removes, 'removes', true).map((l, i) => at.oneOf(l, `removes[${i}]`, LABELS)), examples: at.examples(r.examples),
    };
  });
  const implies = c.array(o.implies, 'implies').map((row) => {
    const at = c.entry(row);
    const r = at.object(row, 'implication', ['id', 'from', 'to']);
    return { id: unique(at, r.id), from: at.oneOf(r.from, 'from', LABELS), to: at.oneOf(r.to, 'to', LABELS) };
  });
  return { version: c.version(o.version), rules, removals, implies };
}

let cached: LabelsData | null = null;

/** labels.json of a heuristics folder (the shipped one is read once per process). */
export function loadLabels(dir?: string): LabelsData {
  if (dir === undefined && cached) return cached;
  const data = parseLabels(readJson(dir ?? DEFAULT_HEURISTICS_DIR, LABELS_FILE));
  if (dir === undefined) cached = data;
  return data;
}
