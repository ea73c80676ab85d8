import type { JsonObject, ToolEntry } from '../model.js';
import { canonicalize } from '../fingerprint/canonical.js';
import type { ManifestDiff, ParamRef, Rename, TextChange, TextField, ToolChange } from './types.js';
import { annotationChanges } from './annotations.js';
import { keywordChanges, sameJson } from './keywords.js';
import { paramsOf } from './params.js';
import { ancestorIn, byCodeUnits } from './paths.js';
import { toolTexts } from './texts.js';
import { addedWordRanges, MANIFEST_EDIT_BUDGET, type EditBudget } from './words.js';
import { setOwn } from '../fingerprint/own.js';

export interface DiffOptions {
  /** false under --no-annotations: annotations neither make a tool changed nor appear in the diff. */
  annotations: boolean;
}

/** Top-level fields with a diff of their own; `_meta` is stored but never compared. */
const OWN_FIELDS = new Set(['name', 'title', 'description', 'inputSchema', 'annotations', '_meta']);

/** The part of a tool that is compared: everything the fingerprint hashes. */
function compared(tool: JsonObject, opts: DiffOptions, withName: boolean): JsonObject {
  const view: JsonObject = {};
  for (const [k, v] of Object.entries(tool)) {
    if (k === '_meta' || (k === 'annotations' && !opts.annotations) || (k === 'name' && !withName)) continue;
    setOwn(view, k, v);
  }
  return view;
}

function sameTool(b: ToolEntry, a: ToolEntry, opts: DiffOptions): boolean {
  // Equal hashes settle it without serialising (the common case: thousands of unchanged tools).
  if (b.hash === a.hash) return true;
  return canonicalize(compared(b.tool, opts, true)) === canonicalize(compared(a.tool, opts, true));
}

function byName<T extends { name: string }>(x: T, y: T): number {
  return byCodeUnits(x.name, y.name);
}

/** A removed and an added tool identical but for their name are one rename. First names pair first. */
function pairRenames(removed: ToolEntry[], added: ToolEntry[], opts: DiffOptions): { renamed: Rename[]; removed: ToolEntry[]; added: ToolEntry[] } {
  if (removed.length === 0 || added.length === 0) return { renamed: [], removed, added };
  const waiting = new Map<string, ToolEntry[]>();
  for (const t of removed) {
    const key = canonicalize(compared(t.tool, opts, false));
    const list = waiting.get(key);
    if (list) list.push(t);
    else waiting.set(key, [t]);
  }
  const renamed: Rename[] = [];
  const matched = new Set<ToolEntry>();
  const stillAdded: ToolEntry[] = [];
  for (const t of added) {
    const from = waiting.get(canonicalize(compared(t.tool, opts, false)))?.shift();
    if (from) {
      renamed.push({ from: from.name, to: t.name, tool: t });
      matched.add(from);
    } else stillAdded.push(t);
  }
  return { renamed, removed: removed.filter((t) => !matched.has(t)), added: stillAdded };
}

/** A tool's texts as compared: under --no-annotations the annotations' title is outside the comparison like the rest of them. */
function comparedTexts(tool: JsonObject, opts: DiffOptions): TextField[] {
  return toolTexts(tool).filter((t) => opts.annotations || t.field !== 'annotations.title');
}

export function textChanges(before: TextField[], after: TextField[], paramsAdded: ParamRef[], budget: EditBudget): TextChange[] {
  const old = new Map(before.map((t) => [t.field, t.text]));
  const addedPaths = new Set(paramsAdded.map((p) => p.path));
  const longest = paramsAdded.reduce((n, p) => Math.max(n, p.path.length), 0);
  const out: TextChange[] = [];
  for (const t of after) {
    const prev = old.get(t.field) ?? null;
    if (prev === t.text) continue;
    const change: TextChange = { field: t.field, kind: t.kind, before: prev, after: t.text, added: addedWordRanges(prev, t.text, budget) };
    // The added parameter a new text belongs to (the innermost): part of adding it, not a description edit.
    const param = prev === null && addedPaths.size > 0 ? ancestorIn(t.field, addedPaths, longest) : undefined;
    if (param !== undefined) change.param = param;
    out.push(change);
  }
  return out.sort((x, y) => byCodeUnits(x.field, y.field));
}

/**
 * Texts the tool no longer has (a description deleted, an enum value dropped), but not the names
 * and texts of removed parameters: those leave with their parameter. Without this a deleted
 * warning would change the tool's hash and no listed part of it.
 */
export function textsRemoved(before: TextField[], after: TextField[], paramsRemoved: ParamRef[]): TextField[] {
  const now = new Set(after.map((t) => t.field));
  const removedPaths = new Set(paramsRemoved.map((p) => p.path));
  const longest = paramsRemoved.reduce((n, p) => Math.max(n, p.path.length), 0);
  return before
    .filter((t) => !now.has(t.field) && t.kind !== 'name' && t.kind !== 'param-name')
    .filter((t) => removedPaths.size === 0 || ancestorIn(t.field, removedPaths, longest) === undefined)
    .sort((x, y) => byCodeUnits(x.field, y.field));
}

function byPath(list: ParamRef[]): Map<string, ParamRef> {
  return new Map(list.map((p) => [p.path, p]));
}

export function diffTool(before: ToolEntry, after: ToolEntry, opts: DiffOptions, budget: EditBudget = { remaining: MANIFEST_EDIT_BUDGET }): ToolChange {
  const b = byPath(paramsOf(before.tool.inputSchema));
  const a = byPath(paramsOf(after.tool.inputSchema));
  const paramsAdded = [...a.values()].filter((p) => !b.has(p.path)).sort((x, y) => byCodeUnits(x.path, y.path));
  const paramsRemoved = [...b.values()].filter((p) => !a.has(p.path)).sort((x, y) => byCodeUnits(x.path, y.path));
  const keys = new Set([...Object.keys(before.tool), ...Object.keys(after.tool)]);
  const textsBefore = comparedTexts(before.tool, opts);
  const textsAfter = comparedTexts(after.tool, opts);
  const otherFields = [...keys].filter((k) => !OWN_FIELDS.has(k) && !sameJson(before.tool[k], after.tool[k])).sort(byCodeUnits);
  return {
    name: after.name,
    before,
    after,
    paramsAdded,
    paramsRemoved,
    keywords: keywordChanges(before.tool.inputSchema, after.tool.inputSchema),
    annotations: opts.annotations ? annotationChanges(before.tool.annotations, after.tool.annotations) : [],
    texts: textChanges(textsBefore, textsAfter, paramsAdded, budget),
    textsRemoved: textsRemoved(textsBefore, textsAfter, paramsRemoved),
    otherFields,
  };
}

/**
 * What changed between two manifests: tools added, removed, renamed (same content, new name)
 * and changed (with parameters, keywords, annotations, texts and other fields). Order of tools
 * and of keys never matters; the output is sorted by name, path and key.
 */
export function diffManifests(before: { tools: ToolEntry[] }, after: { tools: ToolEntry[] }, opts: DiffOptions): ManifestDiff {
  const steps = diffSteps(before, after, opts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** diffManifests, calling `pause` after each changed tool (a long drift stays interruptible). */
export async function diffManifestsPaused(
  before: { tools: ToolEntry[] },
  after: { tools: ToolEntry[] },
  opts: DiffOptions,
  pause: () => Promise<void>,
): Promise<ManifestDiff> {
  const steps = diffSteps(before, after, opts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** The diff, one changed tool per step. */
function* diffSteps(before: { tools: ToolEntry[] }, after: { tools: ToolEntry[] }, opts: DiffOptions): Generator<void, ManifestDiff> {
  const old = new Map(before.tools.map((t) => [t.name, t]));
  const cur = new Map(after.tools.map((t) => [t.name, t]));
  const removed = before.tools.filter((t) => !cur.has(t.name)).sort(byName);
  const added = after.tools.filter((t) => !old.has(t.name)).sort(byName);
  const changed: ToolChange[] = [];
  const budget: EditBudget = { remaining: MANIFEST_EDIT_BUDGET };
  for (const t of [...after.tools].sort(byName)) {
    const prev = old.get(t.name);
    if (prev && !sameTool(prev, t, opts)) {
      changed.push(diffTool(prev, t, opts, budget));
      yield;
    }
  }
  const pairs = pairRenames(removed, added, opts);
  return { added: pairs.added, removed: pairs.removed, renamed: pairs.renamed.sort((x, y) => byCodeUnits(x.to, y.to)), changed };
}
