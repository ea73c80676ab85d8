/**
 * Items other than tools in a lock: prompts, resources, resource templates and the server's
 * instructions, held as the history holds them (identity, hash of the definition without `_meta`)
 * so that a drift against the lock reaches the same item diff as a drift against the history, and
 * the lock's manifest hash is the history's (fingerprint 2). Pure.
 */
import type { HashAlg, ItemEntry, ItemKind, JsonObject, JsonValue, MalformedItem, SurfaceList } from '../model.js';
import { hashJson } from '../fingerprint/hash.js';
import { malformedItemReason, manifestHashV2 } from '../fingerprint/items.js';
import { compareCodeUnits } from '../fingerprint/snapshot.js';
import { setOwn } from '../fingerprint/own.js';
import type { LockItem, LockServer } from './format.js';

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The definition the history hashed: the item without `_meta`; malformed instructions as `{"instructions": <raw>}`. */
export function itemDefinition(kind: ItemKind, value: JsonValue, malformed: boolean): JsonValue {
  if (kind === 'instructions' && malformed) return { instructions: value };
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const k of Object.keys(value)) if (k !== '_meta') setOwn(out, k, value[k]!);
  return out;
}

/** The fields a reviewer reads of an item beyond tools: its description (the instructions' text) and a prompt's argument names. */
export function itemReviewerFields(kind: ItemKind, definition: JsonValue): { description: string | null; parameters: string[] } {
  if (!isObject(definition)) return { description: null, parameters: [] };
  const text = kind === 'instructions' ? definition.instructions : definition.description;
  const args = kind === 'prompt' && Array.isArray(definition.arguments) ? definition.arguments : [];
  const parameters = args.flatMap((a) => (isObject(a) && typeof a.name === 'string' ? [a.name] : [])).sort(compareCodeUnits);
  return { description: typeof text === 'string' ? text : null, parameters };
}

/** Why a lock item's definition is not a well-formed item of its kind named `name`, or null. */
export function itemDefinitionProblem(kind: ItemKind, name: string, definition: JsonValue): string | null {
  if (kind === 'instructions') {
    if (!isObject(definition) || Object.keys(definition).length !== 1 || typeof definition.instructions !== 'string' || definition.instructions === '') {
      return 'definition is not {"instructions": <text>}';
    }
    return name === '' ? null : 'the instructions item has the identity ""';
  }
  const why = malformedItemReason(kind, definition);
  if (why !== null) return `definition is not a well-formed ${kind.replace('_', ' ')} (${why})`;
  const field = kind === 'prompt' ? 'name' : kind === 'resource' ? 'uri' : 'uriTemplate';
  if ((definition as JsonObject)[field] !== name) return `name differs from the definition's ${field}`;
  if ('_meta' in (definition as JsonObject)) return 'definition holds _meta, which is never hashed';
  return null;
}

/** A lock entry's items beyond tools, as a snapshot holds them (the reference of a scan). */
export function entryItems(entry: LockServer, alg: HashAlg): { items: ItemEntry[]; malformedItems: MalformedItem[] } {
  const items: ItemEntry[] = [];
  const malformedItems: MalformedItem[] = [];
  entry.items.forEach((item, index) => {
    if (item.kind === 'tool') return;
    const def = item.definition;
    const hash = item.hash.startsWith(`${alg}:`) ? item.hash : hashJson(alg, def);
    if (item.malformed === undefined) items.push({ kind: item.kind, id: item.name, item: def as JsonObject, hash });
    else {
      const raw = item.kind === 'instructions' && isObject(def) ? (def.instructions as JsonValue) : def;
      malformedItems.push({ kind: item.kind, index, raw, reason: item.malformed, hash, id: item.name });
    }
  });
  return { items, malformedItems };
}

/**
 * The manifest hash of a lock entry's items, as fingerprint/ computes it: the version-1 hash when
 * only tools are pinned (so a tools-only lock reads as before), fingerprint 2 otherwise.
 */
export function lockManifestHash(alg: HashAlg, items: readonly Pick<LockItem, 'kind' | 'name' | 'hash' | 'malformed'>[], unavailable: readonly string[] = []): string {
  const toolPairs = items
    .filter((i) => i.kind === 'tool')
    .map((i): [string, string] => [i.name, i.hash])
    .sort((a, b) => compareCodeUnits(a[0], b[0]) || compareCodeUnits(a[1], b[1]));
  const others = items.filter((i) => i.kind !== 'tool');
  const kind = (i: (typeof others)[number]) => i.kind as ItemKind;
  return manifestHashV2(alg, toolPairs, {
    items: others.filter((i) => i.malformed === undefined).map((i) => ({ kind: kind(i), id: i.name, item: {}, hash: i.hash })),
    malformed: others.filter((i) => i.malformed !== undefined).map((i, index) => ({ kind: kind(i), index, raw: null, reason: i.malformed!, hash: i.hash, id: i.name })),
    unavailable: [...unavailable].sort(compareCodeUnits) as SurfaceList[],
  });
}
