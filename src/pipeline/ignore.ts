/**
 * Which findings of a drift the ignore file silences, and whether the drift is nothing but ignored
 * values. Pure. The fingerprint is untouched (the manifest hash still covers a volatile field, so
 * the history keeps every value it took); only the judgement moves: a finding at an ignored path,
 * for a heuristic its entry names, becomes an `ignored` record instead of an alert.
 */
import type { Finding, HeuristicId, JsonObject, JsonValue } from '../model.js';
import type { ManifestDiff, ToolChange } from '../diff/types.js';
import { canonicalize } from '../fingerprint/canonical.js';
import { hashedView } from '../fingerprint/snapshot.js';
import type { IgnoreEntry } from './ignore-file.js';

/** The entries that apply to this server now: an expired entry stops applying (the CLI reports it). */
export function activeEntries(entries: readonly IgnoreEntry[], serverId: string, now: string): IgnoreEntry[] {
  return unexpired(entries, now).filter((e) => e.server === serverId);
}

/** The entries whose expiry (if any) is still ahead of `now`. */
export function unexpired(entries: readonly IgnoreEntry[], now: string): IgnoreEntry[] {
  return entries.filter((e) => e.expires === null || now < e.expires);
}

/** `field` is `path` or lies beneath it (`a.b` covers `a.b`, `a.b.c`, `a.b[0]`, never `a.bc`). */
export function under(field: string, path: string): boolean {
  return field === path || (field.startsWith(path) && (field[path.length] === '.' || field[path.length] === '['));
}

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A copy of `value` without what the path addresses (unchanged when the path is absent). */
function without(value: JsonValue, segments: ReadonlyArray<string | number>): JsonValue {
  if (segments.length === 0) return null;
  const [head, ...rest] = segments;
  if (Array.isArray(value) && typeof head === 'number' && head < value.length) {
    const copy = [...value];
    if (rest.length === 0) copy[head] = null;
    else copy[head] = without(copy[head]!, rest);
    return copy;
  }
  if (isObject(value) && typeof head === 'string' && Object.hasOwn(value, head)) {
    const copy: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      if (k !== head) Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
      else if (rest.length > 0) Object.defineProperty(copy, k, { value: without(v, rest), enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }
  return value;
}

/** Whether the path addresses something in the tool. */
export function present(tool: JsonObject, segments: ReadonlyArray<string | number>): boolean {
  let v: JsonValue | undefined = tool;
  for (const s of segments) {
    if (typeof s === 'number') v = Array.isArray(v) && s < v.length ? v[s] : undefined;
    else v = isObject(v) && Object.hasOwn(v, s) ? v[s] : undefined;
    if (v === undefined) return false;
  }
  return true;
}

/** True when the tool's two versions differ only inside the entries' paths. */
function confined(c: ToolChange, entries: readonly IgnoreEntry[], annotations: boolean): boolean {
  if (entries.length === 0) return false;
  const masked = (tool: JsonObject) => canonicalize(entries.reduce<JsonValue>((v, e) => without(v, e.segments), hashedView(tool, { alg: 'sha256', annotations })));
  return masked(c.before.tool) === masked(c.after.tool);
}

export interface IgnoreResult {
  /** Findings that still alert (or go on to announcements). */
  kept: Finding[];
  /** Silenced findings, each with the entry that silenced it. */
  ignored: { finding: Finding; entry: IgnoreEntry }[];
  /** Changed tools whose every difference lies at ignored paths: no announcement needed for them. */
  confinedTools: Set<string>;
}

/**
 * Silences a finding when an entry for its tool names its heuristic and its field lies under the
 * entry's path. A finding about a whole tool (no field) or the whole drift (H5, no tool) is
 * silenced only when every difference it is about lies under paths of entries that name it.
 */
export function applyIgnore(findings: Finding[], diff: ManifestDiff, entries: readonly IgnoreEntry[], annotations: boolean): IgnoreResult {
  if (entries.length === 0) return { kept: findings, ignored: [], confinedTools: new Set() };
  const byTool = new Map<string, IgnoreEntry[]>();
  for (const e of entries) byTool.set(e.tool, [...(byTool.get(e.tool) ?? []), e]);
  const changed = new Map(diff.changed.map((c) => [c.name, c]));
  const naming = (tool: string, id: HeuristicId) => (byTool.get(tool) ?? []).filter((e) => e.heuristics.includes(id));
  const toolConfined = (tool: string, list: readonly IgnoreEntry[]) => {
    const c = changed.get(tool);
    return c !== undefined && confined(c, list, annotations);
  };

  const kept: Finding[] = [];
  const ignored: IgnoreResult['ignored'] = [];
  for (const f of findings) {
    let by: IgnoreEntry | undefined;
    if (f.tool !== null && f.field !== null) {
      by = naming(f.tool, f.heuristic).find((e) => under(f.field!, e.path));
    } else if (f.tool !== null) {
      const list = naming(f.tool, f.heuristic);
      if (toolConfined(f.tool, list)) by = list[0];
    } else {
      const onlyChanges = diff.added.length + diff.removed.length + diff.renamed.length === 0 && diff.changed.length > 0;
      if (onlyChanges && diff.changed.every((c) => toolConfined(c.name, naming(c.name, f.heuristic)))) by = naming(diff.changed[0]!.name, f.heuristic)[0];
    }
    if (by) ignored.push({ finding: f, entry: by });
    else kept.push(f);
  }
  const confinedTools = new Set(diff.changed.filter((c) => toolConfined(c.name, byTool.get(c.name) ?? [])).map((c) => c.name));
  return { kept, ignored, confinedTools };
}
