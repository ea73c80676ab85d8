import type { Finding, JsonValue } from '../model.js';
import type { DefinitionChangeDetail } from '../findings.js';
import { CONTENT_HEURISTICS } from '../findings.js';
import { canonicalize } from '../fingerprint/canonical.js';
import type { ManifestDiff, ToolChange } from '../diff/types.js';
import { boundFragment } from '../diff/fragment.js';
import { ancestorIn, childPath, keySegment } from '../diff/paths.js';
import { addedWordRanges, MANIFEST_EDIT_BUDGET, type EditBudget } from '../diff/words.js';
import type { Heuristics } from './types.js';
import { inOutputSchema } from '../diff/texts.js';

/**
 * H15 definition-change: a changed tool whose text or schema moved in a way no other heuristic
 * of the drift explains. The content cues are a tripwire that paraphrase walks past; this is the
 * net under it, so that a drift always leaves a record per changed tool. Pure; one finding per
 * tool and kind of change (description, schema), each covered by its own announcement.
 *
 * What explains a change:
 * - a text: any content finding on the same tool (those judged the added words and alerted on
 *   them, with the text's own evidence), or a structural finding at that text's field or above it
 *   (H12 on an enum or default, H7 on annotations.title);
 * - a schema keyword: the H12 finding at that keyword; a `required` list that only gains or loses
 *   parameters added or removed with it (H1, H12 report those);
 * - a structural finding elsewhere in the tool explains nothing else: a new parameter does not
 *   account for a rewritten description. H5 (a server-level verdict that names no change) neither.
 */

/** Fields listed in one finding, word runs kept per side, and the size of one run. */
const MAX_FIELDS = 10;
const MAX_RUNS = 10;
const MAX_RUN = 120;

/** One changed place of a tool: its path and its before/after as text. */
interface Part {
  field: string;
  before: string | null;
  after: string | null;
}

function jsonText(v: JsonValue | undefined): string | null {
  if (v === undefined) return null;
  return typeof v === 'string' ? v : canonicalize(v);
}

/** The fields (and their ancestors) that a structural finding of this tool is about. */
function explainedFields(findings: Finding[]): { paths: Set<string>; longest: number } {
  const paths = new Set<string>();
  for (const f of findings) if (f.field !== null && !CONTENT_HEURISTICS.includes(f.heuristic)) paths.add(f.field);
  return { paths, longest: [...paths].reduce((n, p) => Math.max(n, p.length), 0) };
}

function textParts(c: ToolChange, explained: { paths: Set<string>; longest: number }): Part[] {
  const covered = (field: string) => explained.paths.size > 0 && ancestorIn(field, explained.paths, explained.longest) !== undefined;
  const parts: Part[] = [];
  // The same texts as the change item `changes description` (pipeline/changes.ts), so that the
  // announcement of that item covers this finding.
  for (const t of c.texts) {
    // outputSchema's texts are read by the content heuristics; their change is the schema part's.
    if (t.kind === 'name' || t.kind === 'param-name' || t.param !== undefined || covered(t.field) || inOutputSchema(t.field)) continue;
    parts.push({ field: t.field, before: t.before, after: t.after });
  }
  for (const t of c.textsRemoved) if (!covered(t.field) && !inOutputSchema(t.field)) parts.push({ field: t.field, before: t.text, after: null });
  return parts;
}

/** `required` of a node that only gained parameters added to that node, or lost ones removed from it. */
function requiredFollowsParams(c: ToolChange, path: string, before: JsonValue | undefined, after: JsonValue | undefined): boolean {
  const names = (v: JsonValue | undefined) => new Set(Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  if ((before !== undefined && !Array.isArray(before)) || (after !== undefined && !Array.isArray(after))) return false;
  const b = names(before);
  const a = names(after);
  const own = (list: ToolChange['paramsAdded']) => new Set(list.filter((p) => p.path === childPath(childPath(path, 'properties'), p.name)).map((p) => p.name));
  const added = own(c.paramsAdded);
  const removed = own(c.paramsRemoved);
  for (const n of a) if (!b.has(n) && !added.has(n)) return false;
  for (const n of b) if (!a.has(n) && !removed.has(n)) return false;
  return true;
}

function schemaParts(c: ToolChange, explained: { paths: Set<string> }): Part[] {
  const parts: Part[] = [];
  for (const k of c.keywords) {
    const field = k.path + keySegment(k.keyword);
    if (explained.paths.has(field)) continue;
    if (k.keyword === 'required' && requiredFollowsParams(c, k.path, k.before, k.after)) continue;
    parts.push({ field, before: jsonText(k.before), after: jsonText(k.after) });
  }
  for (const key of c.otherFields) parts.push({ field: key, before: jsonText(c.before.tool[key]), after: jsonText(c.after.tool[key]) });
  return parts;
}

/** The words one side has and the other lacks, as bounded runs. */
function runs(from: string | null, to: string | null, budget: EditBudget): string[] {
  if (to === null || to.length === 0) return [];
  return addedWordRanges(from, to, budget).map(([s, e]) => boundFragment(to.slice(s, e), MAX_RUN));
}

/**
 * A short schema value reads best whole (`4096` → `10`, a `$schema` URL): a word diff would cut
 * it at its punctuation. Long ones (an outputSchema rewritten) are diffed like prose.
 */
function sides(p: Part, what: 'description' | 'schema', budget: EditBudget): { added: string[]; removed: string[] } {
  const short = (v: string | null) => v === null || v.length <= MAX_RUN;
  if (what === 'schema' && short(p.before) && short(p.after)) {
    return { added: p.after ? [p.after] : [], removed: p.before ? [p.before] : [] };
  }
  return { added: runs(p.before, p.after, budget), removed: runs(p.after, p.before, budget) };
}

function finding(c: ToolChange, what: 'description' | 'schema', parts: Part[], h: Heuristics, budget: EditBudget): Finding {
  const listed = parts.slice(0, MAX_FIELDS);
  const added: string[] = [];
  const removed: string[] = [];
  for (const p of listed) {
    if (added.length >= MAX_RUNS && removed.length >= MAX_RUNS) break;
    const d = sides(p, what, budget);
    added.push(...d.added.slice(0, MAX_RUNS - added.length));
    removed.push(...d.removed.slice(0, MAX_RUNS - removed.length));
  }
  const detail: DefinitionChangeDetail = {
    what,
    fields: listed.map((p) => boundFragment(p.field)),
    field_count: parts.length,
    added,
    removed,
  };
  const shown = added.length > 0 ? added : removed;
  return {
    heuristic: 'H15',
    severity: h.meta('H15').severity,
    type: what === 'description' ? 'description_change' : 'schema_change',
    tool: c.name,
    field: listed[0]!.field,
    fragment: shown.length > 0 ? boundFragment(shown.join(' … ')) : null,
    detail,
    change: { kind: 'changes', what },
  };
}

/**
 * H15 for every changed tool of a diff, given every other finding of the drift (structural and
 * content). Word diffs of the evidence draw on one edit budget per drift, so that an attacker who
 * rewrites thousands of texts gets whole-middle runs instead of minutes of CPU.
 */
export function definitionChangeFindings(diff: ManifestDiff, others: Finding[], h: Heuristics): Finding[] {
  const byTool = new Map<string, Finding[]>();
  for (const f of others) {
    if (f.tool === null) continue;
    const list = byTool.get(f.tool);
    if (list) list.push(f);
    else byTool.set(f.tool, [f]);
  }
  const budget: EditBudget = { remaining: MANIFEST_EDIT_BUDGET };
  const out: Finding[] = [];
  for (const c of diff.changed) {
    const own = byTool.get(c.name) ?? [];
    const explained = explainedFields(own);
    const contentFired = own.some((f) => CONTENT_HEURISTICS.includes(f.heuristic));
    const text = contentFired ? [] : textParts(c, explained);
    if (text.length > 0) out.push(finding(c, 'description', text, h, budget));
    const schema = schemaParts(c, explained);
    if (schema.length > 0) out.push(finding(c, 'schema', schema, h, budget));
  }
  return out;
}
