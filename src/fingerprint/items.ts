/**
 * Items other than tools: prompts, resources, resource templates and the server's instructions.
 * Each is fingerprinted as sent (RFC 8785, the tool hash, `_meta` stored but not hashed) under an
 * identity: a prompt's name, a resource's `uri`, a template's `uriTemplate`, "" for the one
 * instructions item. An item that breaks the protocol schema is kept as evidence and hashed, never
 * dropped. Pure.
 */
import type { HashAlg, ItemEntry, ItemKind, JsonObject, JsonValue, MalformedItem, RawSurfaces, Snapshot, SurfaceList } from '../model.js';
import { hashJson } from './hash.js';
import { setOwn } from './own.js';

/** The list each kind comes from, and back. */
export const LIST_OF_KIND: Record<Exclude<ItemKind, 'instructions'>, SurfaceList> = {
  prompt: 'prompts',
  resource: 'resources',
  resource_template: 'resourceTemplates',
};
const KIND_OF_LIST: Record<SurfaceList, ItemKind> = { prompts: 'prompt', resources: 'resource', resourceTemplates: 'resource_template' };

export function kindOfList(list: SurfaceList): ItemKind {
  return KIND_OF_LIST[list];
}

/** The field that names an item of each kind. */
export const IDENTITY_FIELD: Record<Exclude<ItemKind, 'instructions'>, string> = { prompt: 'name', resource: 'uri', resource_template: 'uriTemplate' };

/**
 * Longer instructions than any real server sends (the longest measured are a few thousand
 * characters); past this they are kept as evidence and reported malformed, not judged as text.
 */
export const MAX_INSTRUCTIONS_LENGTH = 100_000;

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Everything as sent but `_meta` (stored, not hashed). */
function hashedItem(item: JsonObject): JsonObject {
  const view: JsonObject = {};
  for (const [k, v] of Object.entries(item)) if (k !== '_meta') setOwn(view, k, v);
  return view;
}

export function itemHash(alg: HashAlg, item: JsonValue): string {
  return hashJson(alg, isObject(item) ? hashedItem(item) : item);
}

/**
 * An RFC 6570 template: literals and `{…}` expressions with an optional operator and
 * comma-separated variables (with `:n` prefixes or `*`). Each alternative starts with a different
 * character, so the match is linear on any input.
 */
const URI_TEMPLATE = /^(?:[^{}]|\{[+#./;?&]?[A-Za-z0-9_%.]+(?::[1-9][0-9]{0,3}|\*)?(?:,[A-Za-z0-9_%.]+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/;

function optionalText(item: JsonObject, key: string): string | null {
  return key in item && typeof item[key] !== 'string' && item[key] !== null ? `${key} is not a string` : null;
}

/** Why an item breaks the protocol schema, or null when it is well-formed enough to diff. */
export function malformedItemReason(kind: Exclude<ItemKind, 'instructions'>, item: JsonValue): string | null {
  const what = kind.replace('_', ' ');
  if (!isObject(item)) return `${what} is ${item === null ? 'null' : Array.isArray(item) ? 'an array' : `a ${typeof item}`}, not an object`;
  const field = IDENTITY_FIELD[kind];
  if (!(field in item)) return `${what} has no ${field}`;
  const id = item[field];
  if (typeof id !== 'string') return `${what} ${field} is not a string`;
  if (id.length === 0) return `${what} ${field} is empty`;
  if (kind === 'resource_template' && !URI_TEMPLATE.test(id)) return 'uriTemplate is not an RFC 6570 template';
  if (kind === 'resource' && !URL.canParse(id)) return 'uri is not a URI';
  for (const key of ['description', 'title']) {
    const bad = optionalText(item, key);
    if (bad) return bad;
  }
  if (kind !== 'prompt' && typeof item.name !== 'string') return `${what} has no name`;
  if (kind === 'prompt' && 'arguments' in item && item.arguments !== null) {
    if (!Array.isArray(item.arguments)) return 'prompt arguments is not an array';
    const names = new Set<string>();
    for (const a of item.arguments) {
      if (!isObject(a) || typeof a.name !== 'string' || a.name.length === 0) return 'prompt argument has no name';
      if (names.has(a.name)) return 'prompt argument name repeated';
      names.add(a.name);
      const bad = optionalText(a, 'description');
      if (bad) return `prompt argument ${bad}`;
    }
  }
  return null;
}

export interface FingerprintedItems {
  items: ItemEntry[];
  malformed: MalformedItem[];
  unavailable: SurfaceList[];
}

/** Fingerprints every item beyond tools. Order on the wire never matters: sorted by kind, then identity. */
export function fingerprintItems(surfaces: RawSurfaces | undefined, alg: HashAlg): FingerprintedItems {
  const items: ItemEntry[] = [];
  const malformed: MalformedItem[] = [];
  if (!surfaces) return { items, malformed, unavailable: [] };
  for (const kind of ['prompt', 'resource', 'resource_template'] as const) {
    const list = surfaces[LIST_OF_KIND[kind]];
    if (!list) continue;
    const seen = new Set<string>();
    list.forEach((item, index) => {
      const reason = malformedItemReason(kind, item);
      const raw = isObject(item) ? item[IDENTITY_FIELD[kind]] : undefined;
      const id = typeof raw === 'string' ? raw : null;
      const hash = itemHash(alg, item);
      if (reason === null && id !== null && isObject(item)) {
        if (!seen.has(id)) {
          seen.add(id);
          items.push({ kind, id, item, hash });
          return;
        }
        malformed.push({ kind, index, raw: item, reason: `duplicate ${IDENTITY_FIELD[kind]}`, hash, id });
        return;
      }
      malformed.push({ kind, index, raw: item, reason: reason ?? 'malformed item', hash, id });
    });
  }
  if ('instructions' in surfaces && surfaces.instructions !== undefined && surfaces.instructions !== null) {
    const text = surfaces.instructions;
    const item: JsonObject = { instructions: text };
    const hash = itemHash(alg, item);
    if (typeof text !== 'string') malformed.push({ kind: 'instructions', index: 0, raw: text, reason: 'instructions is not a string', hash, id: '' });
    else if (text.length > MAX_INSTRUCTIONS_LENGTH) {
      malformed.push({ kind: 'instructions', index: 0, raw: text, reason: `instructions longer than ${MAX_INSTRUCTIONS_LENGTH} characters`, hash, id: '' });
    } else if (text.length > 0) items.push({ kind: 'instructions', id: '', item, hash });
  }
  items.sort(byItem);
  malformed.sort((a, b) => cmp(a.kind, b.kind) || cmp(a.hash, b.hash) || a.index - b.index);
  const unavailable = [...new Set((surfaces.failed ?? []).map((f) => f.list))].sort(cmp);
  return { items, malformed, unavailable };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function byItem(a: { kind: string; id: string }, b: { kind: string; id: string }): number {
  return cmp(a.kind, b.kind) || cmp(a.id, b.id);
}

/**
 * Fingerprint version 2 of the manifest hash. With no item beyond tools and no failed list, it is
 * the version-1 hash (the sorted [name, toolHash] pairs), so a tools-only server keeps its hash
 * across the upgrade; otherwise it covers every kind: tools, items as [kind, identity, hash], and
 * the lists that failed (a failed list is not an empty one).
 */
export function manifestHashV2(alg: HashAlg, toolPairs: [string, string][], f: FingerprintedItems): string {
  if (f.items.length === 0 && f.malformed.length === 0 && f.unavailable.length === 0) return hashJson(alg, toolPairs);
  const items = [
    ...f.items.map((i) => [i.kind, i.id, i.hash]),
    ...f.malformed.map((m) => [m.kind, m.id ?? '', m.hash]),
  ].sort((a, b) => cmp(a[0]!, b[0]!) || cmp(a[1]!, b[1]!) || cmp(a[2]!, b[2]!));
  return hashJson(alg, { fingerprint: 2, tools: toolPairs, items, unavailable: f.unavailable });
}

/** Which `announce --changes` value covers changes of a kind. */
export function changeWhatOf(kind: ItemKind): 'prompts' | 'resources' | 'instructions' {
  return kind === 'prompt' ? 'prompts' : kind === 'instructions' ? 'instructions' : 'resources';
}

/** One item of any kind as (kind, key, hash): what a comparison of two lists needs without knowing what each kind holds. */
export interface ItemRef {
  /** `tool`, `prompt`, `resource`, `resource_template` or `instructions`. */
  kind: string;
  /** The item's identity within its kind: a tool's or prompt's name, a resource's uri, a template's uriTemplate. */
  key: string;
  hash: string;
  /** The item as sent (for the history). */
  value: JsonValue;
}

/** Every item of a snapshot as one flat list; a malformed item is keyed by its identity, or by its wire position when it has none. */
export function itemsOf(snapshot: Snapshot): ItemRef[] {
  const out: ItemRef[] = snapshot.tools.map((t) => ({ kind: 'tool', key: t.name, hash: t.hash, value: t.tool }));
  for (const m of snapshot.malformed) out.push({ kind: 'tool', key: m.name ?? `#${m.index}`, hash: m.hash, value: m.raw });
  for (const i of snapshot.items ?? []) out.push({ kind: i.kind, key: i.id, hash: i.hash, value: i.item });
  for (const m of snapshot.malformedItems ?? []) out.push({ kind: m.kind, key: m.id ?? `#${m.index}`, hash: m.hash, value: m.raw });
  return out;
}
