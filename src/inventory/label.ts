import type { JsonObject, JsonValue } from '../model.js';
import { isObject } from '../diff/schema-walk.js';
import { nameTokens } from '../heuristics/risky-names.js';
import { LABELS, type Hint, type Label, type LabelRule, type LabelsData } from './labels-data.js';

/**
 * The labelling core: one tool in, its capability labels out, each with the rules that set it and
 * what they read. Pure and bounded: the name's tokens, the title and the description's first
 * sentence (at most SUMMARY_MAX characters), the top-level parameter names, the first ENUM_MAX
 * values of a parameter a rule names, and the annotations; nothing else of the tool is read, so a
 * tool of any size costs the same.
 */

/** What set a label: the rule, where it read, and the bounded fragment it read there. */
export interface LabelEvidence {
  rule: string;
  field: string;
  fragment: string;
}

export interface ToolLabel {
  label: Label;
  evidence: LabelEvidence[];
}

/** A label a trusted server's annotation took away. */
export interface RemovedLabel {
  label: Label;
  rule: string;
  field: string;
}

/** Why a tool may carry fewer labels than it should: what there was not to read. */
export type LabelNote = 'no-description' | 'no-parameters' | 'no-latin-words';

export interface ToolLabels {
  tool: string;
  labels: ToolLabel[];
  /** Set only for servers whose annotations the operator trusts, when a hint removed a label. */
  removed: RemovedLabel[];
  notes: LabelNote[];
}

/** The first sentence is where a description says what the tool does; the rest is usage detail. */
const SUMMARY_MAX = 300;
const FRAGMENT_MAX = 120;

function str(v: JsonValue | undefined): string {
  return typeof v === 'string' ? v : '';
}

const SENTENCE_END = /[.!?。！？](?:\s|$)|\n/;

/** The first sentence of a text that starts with one, at most SUMMARY_MAX characters. */
function firstSentence(text: string): string {
  const end = text.search(SENTENCE_END);
  return (end < 0 ? text : text.slice(0, end + 1)).slice(0, SUMMARY_MAX);
}

/**
 * Title and the description's first sentence (a sentence ends at . ! ? or their CJK forms before a
 * blank, or at a line break). A docstring's leading line break would leave no sentence at all, and a
 * one-word opening ("Read-only.", "Beta.") says nothing of what the tool does: the sentence after it does.
 */
export function summaryOf(tool: JsonObject): string {
  const description = str(tool.description).slice(0, SUMMARY_MAX * 4).trimStart().slice(0, SUMMARY_MAX * 2);
  let first = firstSentence(description);
  if (/^[\w-]*[.!?:]?$/.test(first.trim())) {
    const rest = description.slice(first.length).trimStart();
    if (rest) first = `${first.trim()} ${firstSentence(rest)}`.slice(0, SUMMARY_MAX);
  }
  const title = str(tool.title).slice(0, 200);
  return title ? `${title}\n${first}` : first;
}

/** The input schema's top-level properties, or null when the schema has none that is an object. */
function propertiesOf(tool: JsonObject): JsonObject | null {
  const schema = tool.inputSchema;
  return isObject(schema) && isObject(schema.properties) ? schema.properties : null;
}

function paramNames(tool: JsonObject): string[] {
  const props = propertiesOf(tool);
  if (props === null) return [];
  // Bounded: a schema with thousands of properties is read for its first 200.
  return Object.keys(props).slice(0, 200);
}

function hint(tool: JsonObject, h: Hint): JsonValue | undefined {
  const a = tool.annotations;
  return typeof a === 'object' && a !== null && !Array.isArray(a) ? (a as JsonObject)[h] : undefined;
}

const bound = (s: string): string => (s.length > FRAGMENT_MAX ? `${s.slice(0, FRAGMENT_MAX - 1)}…` : s);

function anyIn(tokens: readonly string[], set: ReadonlySet<string>): boolean {
  return tokens.some((t) => set.has(t));
}

/**
 * Whether each list of `all` has a token of the name, each list its own token: `release` alone is
 * not both the verb and the object of "create a release". Lists are few and names short.
 */
function distinctTokens(tokens: readonly string[], lists: readonly ReadonlySet<string>[], i: number, used: Set<number>): boolean {
  if (i === lists.length) return true;
  for (let k = 0; k < tokens.length; k++) {
    if (used.has(k) || !lists[i]!.has(tokens[k]!)) continue;
    used.add(k);
    if (distinctTokens(tokens, lists, i + 1, used)) return true;
    used.delete(k);
  }
  return false;
}

/**
 * The name's tokens as rules read them. A trailing `tool` after a verb and its object is a naming
 * style (`get_feedback_tool`), not the object: left in, it reads as a catalogue of tools.
 */
export function labelTokens(name: string): string[] {
  const tokens = nameTokens(name);
  return tokens.length >= 3 && tokens[tokens.length - 1] === 'tool' ? tokens.slice(0, -1) : tokens;
}

/** Enough of an `enum` for any dispatcher; a schema listing thousands of values costs no more. */
const ENUM_MAX = 64;

/** The first token of each value the parameter's schema enumerates (its own `enum` or its items'), or [] (every token when `anywhere`). */
function enumVerbs(tool: JsonObject, param: string, anywhere = false): string[] {
  const schema = propertiesOf(tool)?.[param];
  if (!isObject(schema)) return [];
  const list = schema.enum ?? (isObject(schema.items) ? schema.items.enum : undefined);
  if (!Array.isArray(list)) return [];
  return list.slice(0, ENUM_MAX).flatMap((v) => (typeof v === 'string' ? nameTokens(v.slice(0, 80)).slice(0, anywhere ? undefined : 1) : []));
}

/** A parameter's declared JSON type, `<items type>[]` for an array that declares its items', or null when it declares none. */
function shapeOf(tool: JsonObject, param: string): string | null {
  const schema = propertiesOf(tool)?.[param];
  if (!isObject(schema)) return null;
  const declared = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (typeof declared !== 'string') return null;
  if (declared !== 'array' || !isObject(schema.items) || typeof schema.items.type !== 'string') return declared;
  return `${schema.items.type}[]`;
}

/** Whether a parameter is named in `names`, as `name` or as `name:type` with its declared type (`parameters:object`). */
function anyParamIn(params: readonly string[], names: ReadonlySet<string>, tool: JsonObject): boolean {
  if (names.size === 0) return false;
  return params.some((p) => {
    const key = nameTokens(p).join('_');
    return names.has(key) || names.has(`${key}:${shapeOf(tool, p)}`);
  });
}

/** The evidence of one rule on one tool, or null. Exported for the data examples. */
export function ruleEvidence(rule: LabelRule, name: string, tokens: readonly string[], summary: string, params: readonly string[], tool: JsonObject): LabelEvidence | null {
  switch (rule.on) {
    case 'name':
      if (tokens.length === 0 || anyIn(tokens, rule.unless)) return null;
      if (rule.only !== null && !tokens.every((t) => rule.only!.has(t) || rule.all.some((l) => l.has(t)))) return null;
      if (!distinctTokens(tokens, rule.all, 0, new Set())) return null;
      // The vetoes read more than the name: asked only of a name that already matched.
      if (rule.unlessSummary?.test(summary)) return null;
      if (anyParamIn(params, rule.unlessParams, tool)) return null;
      if (rule.unlessParamSuffixes.size > 0 && params.some((p) => rule.unlessParamSuffixes.has(nameTokens(p).at(-1) ?? ''))) return null;
      return { rule: rule.id, field: 'name', fragment: bound(name) };
    case 'summary': {
      const m = rule.re.exec(summary);
      return m ? { rule: rule.id, field: 'summary', fragment: bound(m[0]) } : null;
    }
    case 'param': {
      if (anyIn(tokens, rule.unless)) return null;
      if (rule.with !== null && !anyIn(tokens, rule.with)) return null;
      if (anyParamIn(params, rule.unlessParams, tool)) return null;
      for (const p of params) {
        const parts = nameTokens(p);
        if (rule.params.has(parts.join('_')) || (parts.length > 0 && rule.suffixes.has(parts[parts.length - 1]!))) {
          if (rule.unlessTypes.size > 0) {
            const shape = shapeOf(tool, p);
            if (shape !== null && rule.unlessTypes.has(shape)) continue;
          }
          if (rule.values === null) return rule.unlessSummary?.test(summary) ? null : { rule: rule.id, field: `inputSchema.properties.${p}`, fragment: bound(p) };
          const verb = enumVerbs(tool, p, rule.valuesAnywhere).find((v) => rule.values!.has(v));
          if (verb === undefined) continue;
          return rule.unlessSummary?.test(summary) ? null : { rule: rule.id, field: `inputSchema.properties.${p}.enum`, fragment: bound(`${p}: ${verb}`) };
        }
      }
      return null;
    }
    case 'annotation':
      return hint(tool, rule.hint) === rule.value ? { rule: rule.id, field: `annotations.${rule.hint}`, fragment: `${rule.hint}: ${String(rule.value)}` } : null;
  }
}

/**
 * Labels one tool. `trusted`: the operator marked its server's annotations trusted (`trust
 * --annotations`); only then may a hint take a label away. Hints add labels from any server.
 */
export function labelTool(data: LabelsData, tool: JsonObject, trusted: boolean): ToolLabels {
  const name = str(tool.name);
  const tokens = labelTokens(name);
  const summary = summaryOf(tool);
  const params = paramNames(tool);
  const found = new Map<Label, LabelEvidence[]>();
  for (const rule of data.rules) {
    const ev = ruleEvidence(rule, name, tokens, summary, params, tool);
    if (ev) found.set(rule.label, [...(found.get(rule.label) ?? []), ev]);
  }
  const removed: RemovedLabel[] = [];
  if (trusted) {
    for (const r of data.removals) {
      if (hint(tool, r.hint) !== r.value) continue;
      for (const l of r.removes) {
        if (found.delete(l)) removed.push({ label: l, rule: r.id, field: `annotations.${r.hint}` });
      }
    }
  }
  for (const imp of data.implies) {
    if (found.has(imp.from) && !found.has(imp.to)) found.set(imp.to, [{ rule: imp.id, field: 'label', fragment: imp.from }]);
  }
  const notes: LabelNote[] = [];
  const description = str(tool.description).trim();
  if (description === '') notes.push('no-description');
  if (params.length === 0) notes.push('no-parameters');
  if (!/[A-Za-z]{2}/.test(`${name} ${summary}`)) notes.push('no-latin-words');
  return { tool: name, labels: LABELS.filter((l) => found.has(l)).map((l) => ({ label: l, evidence: found.get(l)! })), removed, notes };
}

/** The labels of a tool, as a set (for flows and tests). */
export function labelSet(t: ToolLabels): Set<Label> {
  return new Set(t.labels.map((l) => l.label));
}
