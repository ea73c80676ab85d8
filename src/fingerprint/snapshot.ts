import type { HashAlg, JsonObject, JsonValue, MalformedEntry, RawManifest, Snapshot, ToolEntry } from '../model.js';
import { hashJson } from './hash.js';
import { setOwn } from './own.js';
import { fingerprintItems, manifestHashV2 } from './items.js';

export interface FingerprintOptions {
  alg: HashAlg;
  /** false under --no-annotations: annotations are left out of the hash (and out of H7). */
  annotations: boolean;
}

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The object whose hash pins a tool: everything as sent but `_meta` (stored, not hashed). */
export function hashedView(tool: JsonObject, opts: FingerprintOptions): JsonObject {
  const view: JsonObject = {};
  for (const [k, v] of Object.entries(tool)) {
    if (k === '_meta') continue;
    if (k === 'annotations' && !opts.annotations) continue;
    setOwn(view, k, v);
  }
  return view;
}

export function toolHash(tool: JsonObject, opts: FingerprintOptions): string {
  return hashJson(opts.alg, hashedView(tool, opts));
}

/** Why a tool breaks the protocol schema, or null when it is well-formed enough to diff. */
export function malformedReason(item: JsonValue): string | null {
  if (!isObject(item)) return `tool is ${item === null ? 'null' : Array.isArray(item) ? 'an array' : `a ${typeof item}`}, not an object`;
  if (!('name' in item)) return 'tool has no name';
  if (typeof item.name !== 'string') return 'tool name is not a string';
  if (item.name.length === 0) return 'tool name is empty';
  if (!('inputSchema' in item)) return 'tool has no inputSchema';
  if (!isObject(item.inputSchema)) return 'inputSchema is not an object';
  if ('description' in item && typeof item.description !== 'string' && item.description !== null) return 'description is not a string';
  if ('annotations' in item && item.annotations !== null && !isObject(item.annotations)) return 'annotations is not an object';
  return null;
}

/**
 * Fingerprints a manifest. Order of tools and of keys on the wire never changes a hash:
 * the manifest hash is over the sorted [name, toolHash] pairs (malformed tools under their
 * name, or "" when they have none).
 */
export function fingerprint(raw: Pick<RawManifest, 'tools' | 'serverInfo' | 'ambiguous' | 'surfaces'>, opts: FingerprintOptions): Snapshot {
  const byName = new Map<string, ToolEntry>();
  const malformed: MalformedEntry[] = [];
  // A tool whose text reads two ways (a key written twice, a number parsing changes) is reported
  // as malformed rather than fingerprinted in the one reading JSON.parse happens to give.
  const ambiguous = new Map<number, string>();
  for (const a of raw.ambiguous ?? []) if (!ambiguous.has(a.index)) ambiguous.set(a.index, a.reason);
  raw.tools.forEach((item, index) => {
    const reason = ambiguous.get(index) ?? malformedReason(item);
    const itemName = isObject(item) && typeof item.name === 'string' ? item.name : null;
    if (reason === null && isObject(item) && itemName !== null) {
      if (byName.has(itemName)) {
        malformed.push({ index, raw: item, reason: 'duplicate tool name', hash: toolHash(item, opts), name: itemName });
        return;
      }
      byName.set(itemName, { name: itemName, tool: item, hash: toolHash(item, opts) });
      return;
    }
    const hash = isObject(item) ? toolHash(item, opts) : hashJson(opts.alg, item);
    malformed.push({ index, raw: item, reason: reason ?? 'malformed tool', hash, name: itemName });
  });
  const tools = [...byName.values()].sort((a, b) => compareCodeUnits(a.name, b.name));
  const pairs: [string, string][] = [
    ...tools.map((t): [string, string] => [t.name, t.hash]),
    ...malformed.map((m): [string, string] => [m.name ?? '', m.hash]),
  ].sort((a, b) => compareCodeUnits(a[0], b[0]) || compareCodeUnits(a[1], b[1]));
  const info = raw.serverInfo;
  const others = fingerprintItems(raw.surfaces, opts.alg);
  return {
    alg: opts.alg,
    tools,
    malformed: malformed.sort((a, b) => compareCodeUnits(a.hash, b.hash)),
    manifestHash: manifestHashV2(opts.alg, pairs, others),
    serverName: info && typeof info.name === 'string' ? info.name : null,
    serverVersion: info && typeof info.version === 'string' ? info.version : null,
    // Present only when there is something: a tools-only snapshot is the same object as before.
    ...(others.items.length > 0 ? { items: others.items } : {}),
    ...(others.malformed.length > 0 ? { malformedItems: others.malformed } : {}),
    ...(others.unavailable.length > 0 ? { unavailable: others.unavailable } : {}),
  };
}

/** UTF-16 code unit order, the order RFC 8785 sorts keys in. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The version-1 manifest hash of a snapshot: its tools alone. A reference stored by an earlier
 * sensor (which did not list prompts, resources or instructions) is compared with this, so that
 * the first scan after the upgrade sees no false drift.
 */
export function toolsOnlyHash(snapshot: Pick<Snapshot, 'alg' | 'tools' | 'malformed'>): string {
  const pairs: [string, string][] = [
    ...snapshot.tools.map((t): [string, string] => [t.name, t.hash]),
    ...snapshot.malformed.map((m): [string, string] => [m.name ?? '', m.hash]),
  ].sort((a, b) => compareCodeUnits(a[0], b[0]) || compareCodeUnits(a[1], b[1]));
  return hashJson(snapshot.alg, pairs);
}
