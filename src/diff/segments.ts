// The array diff alone: the package's index pulls in all of its nineteen modules at every scan.
import { diffArrays } from 'diff/lib/diff/array.js';
import { tokenize, MAX_EDIT_TOKENS } from './words.js';
import { byCodeUnits } from './paths.js';
import type { ManifestDiff, TextChange } from './types.js';
import type { JsonObject, JsonValue } from '../model.js';

/** A piece of a word-level diff for people: kept, added or removed words. */
export interface Segment {
  op: '=' | '+' | '-';
  text: string;
}

/** Word-level (never character-level) segments of a text change, for the `diff` command. */
export function wordSegments(before: string | null, after: string): Segment[] {
  if (before === null) return after ? [{ op: '+', text: after }] : [];
  const changes = diffArrays(tokenize(before), tokenize(after), { maxEditLength: MAX_EDIT_TOKENS });
  if (changes === undefined) return [{ op: '-', text: before }, { op: '+', text: after }];
  const out: Segment[] = [];
  for (const c of changes) {
    const op = c.added ? '+' : c.removed ? '-' : '=';
    const text = c.value.join('');
    const last = out[out.length - 1];
    if (last && last.op === op) last.text += text;
    else out.push({ op, text });
  }
  return out;
}

function textEntry(t: TextChange): { field: string; kind: TextChange['kind']; segments: Segment[]; ignored?: string } {
  return { field: t.field, kind: t.kind, segments: wordSegments(t.before, t.after) };
}

/** An entry of the operator's ignore file that silenced differences of this drift (from the stored `ignored` records). */
export interface IgnoredListing {
  entry: string;
  tool: string;
  path: string;
  heuristic_ids: string[];
  reason: string;
  expires: string | null;
}

/** The structured document of `diff --server X --from A --to B` (JSON; pretty output renders it). */
export interface DiffDocument {
  server: string;
  from: number;
  to: number;
  from_hash: string;
  to_hash: string;
  added_tools: string[];
  removed_tools: string[];
  renamed_tools: { from: string; to: string }[];
  tools: {
    name: string;
    params_added: { name: string; path: string }[];
    params_removed: { name: string; path: string }[];
    /** `ignored`: the id of the ignore entry whose path holds this change. */
    schema: { path: string; keyword: string; before: JsonValue | null; after: JsonValue | null; ignored?: string }[];
    annotations: { key: string; before: JsonValue | null; after: JsonValue | null; toward_trust: boolean }[];
    texts: ReturnType<typeof textEntry>[];
    other_fields: string[];
  }[];
  /** Present when differences of this drift were ignored (`scan --ignore`): the entries and their reasons. */
  ignored?: IgnoredListing[];
}

export function diffDocument(
  server: string,
  from: { version: number; hash: string },
  to: { version: number; hash: string },
  diff: ManifestDiff,
): DiffDocument {
  return {
    server,
    from: from.version,
    to: to.version,
    from_hash: from.hash,
    to_hash: to.hash,
    added_tools: diff.added.map((t) => t.name),
    removed_tools: diff.removed.map((t) => t.name),
    renamed_tools: diff.renamed.map((r) => ({ from: r.from, to: r.to })),
    tools: diff.changed.map((c) => ({
      name: c.name,
      params_added: c.paramsAdded.map((p) => ({ name: p.name, path: p.path })),
      params_removed: c.paramsRemoved.map((p) => ({ name: p.name, path: p.path })),
      schema: c.keywords.map((k) => ({ path: k.path, keyword: k.keyword, before: k.before ?? null, after: k.after ?? null })),
      annotations: c.annotations.map((a) => ({ key: a.key, before: a.before ?? null, after: a.after ?? null, toward_trust: a.towardTrust })),
      // A deleted text is one removed segment, in field order with the others.
      texts: [...c.texts.map(textEntry), ...c.textsRemoved.map((t) => ({ field: t.field, kind: t.kind, segments: [{ op: '-' as const, text: t.text }] }))].sort((x, y) => byCodeUnits(x.field, y.field)),
      other_fields: c.otherFields,
    })),
  };
}

/** `diff` of a first contact: no earlier version, so every tool as it was sent, to review whole. */
export interface FirstContactDocument {
  server: string;
  from: null;
  to: 1;
  to_hash: string;
  first_contact: true;
  added_tools: string[];
  definitions: JsonObject[];
}

export function firstContactDocument(server: string, hash: string, tools: readonly { name: string; tool: JsonObject }[]): FirstContactDocument {
  return { server, from: null, to: 1, to_hash: hash, first_contact: true, added_tools: tools.map((t) => t.name), definitions: tools.map((t) => t.tool) };
}
