/**
 * What changed among the items beyond tools (prompts, resources, resource templates, instructions)
 * between two manifests: added, removed and changed items, by kind and identity, with the words
 * added to every text, prompt arguments added and removed, and the other fields that differ. A
 * resource (or template) that left one URI and arrived at another under the same name is one item
 * that moved, not two. Pure.
 */
import type { ItemEntry, ItemKind, JsonObject, JsonValue, SurfaceList } from '../model.js';
import { byItem, LIST_OF_KIND } from '../fingerprint/items.js';
import type { TextChange, TextField } from './types.js';
import { textChanges, textsRemoved } from './manifest-diff.js';
import { sameJson } from './keywords.js';
import { childPath } from './paths.js';
import { MANIFEST_EDIT_BUDGET, type EditBudget } from './words.js';

export interface ItemChange {
  kind: ItemKind;
  /** The identity now (the new URI of a moved resource). */
  id: string;
  before: ItemEntry;
  after: ItemEntry;
  texts: TextChange[];
  textsRemoved: TextField[];
  /** Prompt arguments that appeared or left, by name. */
  argumentsAdded: string[];
  argumentsRemoved: string[];
  /** Top-level fields that differ and are not texts (mimeType, annotations, size, icons, a future field). */
  otherFields: string[];
  /** A resource or template whose URI changed under the same name: the URIs, and whether the host moved. */
  moved?: { from: string; to: string; hostMoved: boolean };
}

export interface ItemDiff {
  added: ItemEntry[];
  removed: ItemEntry[];
  changed: ItemChange[];
}

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function push(out: TextField[], field: string, kind: TextField['kind'], value: JsonValue | undefined): void {
  if (typeof value === 'string') out.push({ field, kind, text: value });
}

/**
 * Every text of an item an agent reads, by a stable path: name, title, description; a prompt's
 * argument names, titles and descriptions (`arguments.<name>.description`); the instructions.
 * A resource's URI is an address, not prose, and is compared as a field.
 */
export function itemTexts(entry: Pick<ItemEntry, 'kind' | 'item'>): TextField[] {
  const out: TextField[] = [];
  const item = entry.item;
  if (entry.kind === 'instructions') {
    push(out, 'instructions', 'description', item.instructions);
    return out;
  }
  push(out, 'name', 'name', item.name);
  push(out, 'title', 'title', item.title);
  push(out, 'description', 'description', item.description);
  if (entry.kind === 'prompt' && Array.isArray(item.arguments)) {
    for (const a of item.arguments) {
      if (!isObject(a) || typeof a.name !== 'string') continue;
      const path = childPath('arguments', a.name);
      out.push({ field: path, kind: 'param-name', text: a.name });
      push(out, childPath(path, 'title'), 'param-title', a.title);
      push(out, childPath(path, 'description'), 'param-description', a.description);
    }
  }
  return out;
}

const TEXT_FIELDS = new Set(['name', 'title', 'description', 'arguments', 'instructions', '_meta']);

function argumentNames(item: JsonObject): Set<string> {
  const names = new Set<string>();
  if (Array.isArray(item.arguments)) for (const a of item.arguments) if (isObject(a) && typeof a.name === 'string') names.add(a.name);
  return names;
}

/** Arguments present on both sides whose non-text members (required, a future field) differ. */
function argumentFieldsDiffer(before: JsonObject, after: JsonObject): boolean {
  const index = (item: JsonObject) => {
    const m = new Map<string, JsonObject>();
    if (Array.isArray(item.arguments)) for (const a of item.arguments) if (isObject(a) && typeof a.name === 'string') m.set(a.name, a);
    return m;
  };
  const b = index(before);
  for (const [name, a] of index(after)) {
    const prev = b.get(name);
    if (!prev) continue;
    const keys = new Set([...Object.keys(prev), ...Object.keys(a)]);
    for (const k of keys) if (k !== 'name' && k !== 'title' && k !== 'description' && !sameJson(prev[k], a[k])) return true;
  }
  return false;
}

function hostOf(uri: string): string | null {
  // A template is not a URL until expanded; its scheme and authority are literal in practice.
  const literal = uri.replace(/\{[^}]*\}/g, 'x');
  try {
    const u = new URL(literal);
    return `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
}

function sorted(list: string[]): string[] {
  return list.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function diffItem(before: ItemEntry, after: ItemEntry, budget: EditBudget): ItemChange {
  const b = argumentNames(before.item);
  const a = argumentNames(after.item);
  const argumentsAdded = sorted([...a].filter((n) => !b.has(n)));
  const argumentsRemoved = sorted([...b].filter((n) => !a.has(n)));
  const textsBefore = itemTexts(before);
  const textsAfter = itemTexts(after);
  const addedRefs = argumentsAdded.map((name) => ({ name, path: childPath('arguments', name), schema: null }));
  const removedRefs = argumentsRemoved.map((name) => ({ name, path: childPath('arguments', name), schema: null }));
  const keys = new Set([...Object.keys(before.item), ...Object.keys(after.item)]);
  const otherFields = sorted([...keys].filter((k) => !TEXT_FIELDS.has(k) && !sameJson(before.item[k], after.item[k])));
  if (argumentFieldsDiffer(before.item, after.item)) otherFields.push('arguments');
  const change: ItemChange = {
    kind: after.kind,
    id: after.id,
    before,
    after,
    texts: textChanges(textsBefore, textsAfter, addedRefs, budget),
    textsRemoved: textsRemoved(textsBefore, textsAfter, removedRefs),
    argumentsAdded,
    argumentsRemoved,
    otherFields: sorted(otherFields.filter((k) => k !== 'uri' && k !== 'uriTemplate')),
  };
  if (before.id !== after.id) change.moved = { from: before.id, to: after.id, hostMoved: hostOf(before.id) !== hostOf(after.id) };
  return change;
}

/**
 * The item diff. Kinds whose list failed on either side are left out: their items are unknown, not
 * gone. Sorted by kind, then identity.
 */
export function diffItems(
  before: { items: ItemEntry[]; unavailable: SurfaceList[] },
  after: { items: ItemEntry[]; unavailable: SurfaceList[] },
): ItemDiff {
  const unknown = new Set<ItemKind>();
  for (const list of [...before.unavailable, ...after.unavailable]) {
    for (const [kind, l] of Object.entries(LIST_OF_KIND)) if (l === list) unknown.add(kind as ItemKind);
  }
  const key = (i: ItemEntry) => `${i.kind}\u0000${i.id}`;
  const known = (i: ItemEntry) => !unknown.has(i.kind);
  const old = new Map(before.items.filter(known).map((i) => [key(i), i]));
  const cur = new Map(after.items.filter(known).map((i) => [key(i), i]));
  const budget: EditBudget = { remaining: MANIFEST_EDIT_BUDGET };
  const changed: ItemChange[] = [];
  for (const i of [...cur.values()].sort(byItem)) {
    const prev = old.get(key(i));
    if (prev && prev.hash !== i.hash) changed.push(diffItem(prev, i, budget));
  }
  let removed = [...old.values()].filter((i) => !cur.has(key(i)));
  let added = [...cur.values()].filter((i) => !old.has(key(i)));
  // A resource or template that left one URI and arrived at another under the same name moved.
  const leaving = new Map<string, ItemEntry>();
  for (const r of removed) {
    if (r.kind !== 'resource' && r.kind !== 'resource_template') continue;
    const name = typeof r.item.name === 'string' ? `${r.kind}\u0000${r.item.name}` : null;
    if (name !== null && !leaving.has(name)) leaving.set(name, r);
  }
  const moved = new Set<ItemEntry>();
  for (const a of added) {
    const name = typeof a.item.name === 'string' ? `${a.kind}\u0000${a.item.name}` : null;
    const from = name === null ? undefined : leaving.get(name);
    if (!from || moved.has(from)) continue;
    moved.add(from);
    moved.add(a);
    changed.push(diffItem(from, a, budget));
  }
  removed = removed.filter((i) => !moved.has(i)).sort(byItem);
  added = added.filter((i) => !moved.has(i)).sort(byItem);
  return { added, removed, changed: changed.sort(byItem) };
}
