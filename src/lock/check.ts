/**
 * A lock pins what it says it pins: every item's hash is the hash of its definition, the reviewer
 * fields are read from that definition, and the manifest hash covers exactly the items. A lock
 * edited by hand (a description reworded, a hash pasted from elsewhere) is refused, not trusted.
 */
import type { HashAlg, JsonObject, JsonValue } from '../model.js';
import { hashJson } from '../fingerprint/hash.js';
import { compareCodeUnits, malformedReason } from '../fingerprint/snapshot.js';
import { hashAlgOf, type Lock, type LockItem } from './format.js';
import { LockError } from './errors.js';
import { itemDefinitionProblem, itemReviewerFields, lockManifestHash } from './items.js';

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The fields a reviewer reads, taken from a definition (a tool's unless another kind is named). */
export function reviewerFields(definition: JsonValue, kind: LockItem['kind'] = 'tool'): { description: string | null; parameters: string[] } {
  if (kind !== 'tool') return itemReviewerFields(kind, definition);
  if (!isObject(definition)) return { description: null, parameters: [] };
  const description = typeof definition.description === 'string' ? definition.description : null;
  const schema = definition.inputSchema;
  const props = isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
  return { description, parameters: props.sort(compareCodeUnits) };
}

/** The manifest hash of a list of (name, hash) pairs, as fingerprint/ computes it. */
export function manifestHashOf(alg: HashAlg, pairs: [string, string][]): string {
  const sorted = [...pairs].sort((a, b) => compareCodeUnits(a[0], b[0]) || compareCodeUnits(a[1], b[1]));
  return hashJson(alg, sorted);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Throws a LockError naming the first entry that does not pin what it claims. */
export function checkLock(lock: Lock, label: string): void {
  for (const s of lock.servers) {
    const where = `lock ${label}: server ${JSON.stringify(s.id)}`;
    const alg = hashAlgOf(s.manifest_hash, `${where} manifest_hash`);
    const seen = new Set<string>();
    for (const item of s.items) {
      const at = `${where}, ${item.kind} ${JSON.stringify(item.name)}`;
      if (hashAlgOf(item.hash, at) !== alg) throw new LockError(`${at}: hash is ${item.hash.split(':')[0]}, the server's manifest_hash ${alg}`);
      checkItem(item, alg, at);
      const key = `${item.kind}\u0000${item.name}\u0000${item.malformed === undefined ? '' : item.hash}`;
      if (seen.has(key)) throw new LockError(`${at} appears twice`);
      seen.add(key);
    }
    if (lockManifestHash(alg, s.items, s.unavailable) !== s.manifest_hash) {
      throw new LockError(`${where}: manifest_hash does not cover its items (an item added, removed or edited by hand)`);
    }
  }
}

function checkItem(item: LockItem, alg: HashAlg, at: string): void {
  if (hashJson(alg, item.definition) !== item.hash) throw new LockError(`${at}: hash does not match its definition (edited by hand?)`);
  if (item.malformed === undefined && item.kind !== 'tool') {
    const why = itemDefinitionProblem(item.kind, item.name, item.definition);
    if (why !== null) throw new LockError(`${at}: ${why}`);
  } else if (item.malformed === undefined) {
    const why = malformedReason(item.definition);
    if (why !== null) throw new LockError(`${at}: definition is not a well-formed tool (${why})`);
    if ((item.definition as JsonObject).name !== item.name) throw new LockError(`${at}: name differs from the definition's name`);
    if ('_meta' in (item.definition as JsonObject)) throw new LockError(`${at}: definition holds _meta, which is never hashed`);
  }
  const r = reviewerFields(item.definition, item.kind);
  if (r.description !== item.description) throw new LockError(`${at}: description differs from the definition's`);
  if (!sameList(r.parameters, item.parameters)) throw new LockError(`${at}: parameters differ from the definition's`);
}
