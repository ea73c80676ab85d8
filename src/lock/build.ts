/**
 * Building a lock from approved baselines, and writing it as text a reviewer reads in a pull
 * request: keys sorted at every depth, two-space indentation, servers by id and items by kind and
 * name, no time of generation, so that a regenerated lock differs only where a baseline changed.
 */
import type { HashAlg, ItemEntry, JsonObject, JsonValue, MalformedEntry, MalformedItem, ToolEntry } from '../model.js';
import { hashJson } from '../fingerprint/hash.js';
import { compareCodeUnits, hashedView } from '../fingerprint/snapshot.js';
import { setOwn } from '../fingerprint/own.js';
import { canonicalize } from '../fingerprint/canonical.js';
import { jsonText } from '../report/jsonl.js';
import { LOCK_FORMAT, type Lock, type LockItem, type LockServer } from './format.js';
import { reviewerFields } from './check.js';
import { LockError } from './errors.js';
import { itemDefinition } from './items.js';

/** An approved baseline as the history holds it. */
export interface ApprovedBaseline {
  id: string;
  /** The endpoint of the server's last scan, as the history shows it (no secrets). */
  endpoint: string | null;
  serverName: string | null;
  serverVersion: string | null;
  manifestHash: string;
  alg: HashAlg;
  approvedBy: string | null;
  approvedAt: string | null;
  tools: ToolEntry[];
  malformed: MalformedEntry[];
  /** Items beyond tools (fingerprint 2), and the lists that failed; absent for a tools-only version. */
  items?: ItemEntry[];
  malformedItems?: MalformedItem[];
  unavailable?: string[];
}

function isObject(v: JsonValue): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * What was hashed: the tool without `_meta`, and without annotations when it was fingerprinted
 * under --no-annotations (the stored hash tells which).
 */
function definitionOf(tool: JsonValue, hash: string, alg: HashAlg, where: string): JsonValue {
  if (!isObject(tool)) {
    if (hashJson(alg, tool) === hash) return tool;
  } else {
    for (const annotations of [true, false]) {
      const view = hashedView(tool, { alg, annotations });
      if (hashJson(alg, view) === hash) return view;
    }
  }
  throw new LockError(`${where}: the history's hash does not match its stored definition (run verify)`);
}

/**
 * A manifest file's path is a place on one machine (a CI checkout): only its name is kept, so that
 * the lock does not change from one runner to the next.
 */
function lockEndpoint(endpoint: string | null): string | null {
  if (endpoint === null || !endpoint.startsWith('manifest:')) return endpoint;
  const path = endpoint.slice('manifest:'.length);
  return `manifest:${path.split(/[\\/]/).pop() ?? ''}`;
}

export function compareItems(a: LockItem, b: LockItem): number {
  return compareCodeUnits(a.kind, b.kind) || compareCodeUnits(a.name, b.name) || compareCodeUnits(a.hash, b.hash);
}

/** The lock entry of one approved baseline. */
export function lockServer(b: ApprovedBaseline): LockServer {
  const where = `server ${JSON.stringify(b.id)}`;
  const items: LockItem[] = [
    ...b.tools.map((t): LockItem => {
      const definition = definitionOf(t.tool, t.hash, b.alg, `${where}, tool ${JSON.stringify(t.name)}`);
      return { kind: 'tool', name: t.name, hash: t.hash, ...reviewerFields(definition), definition };
    }),
    ...b.malformed.map((m): LockItem => {
      const definition = definitionOf(m.raw, m.hash, b.alg, `${where}, malformed tool`);
      return { kind: 'tool', name: m.name ?? '', hash: m.hash, ...reviewerFields(definition), definition, malformed: m.reason };
    }),
    ...(b.items ?? []).map((i): LockItem => otherItem(i.kind, i.id, i.item, i.hash, b.alg, where, undefined)),
    ...(b.malformedItems ?? []).map((m): LockItem => otherItem(m.kind, m.id ?? '', m.raw, m.hash, b.alg, where, m.reason)),
  ].sort(compareItems);
  return {
    id: b.id,
    endpoint: lockEndpoint(b.endpoint),
    server_info: { name: b.serverName, version: b.serverVersion },
    manifest_hash: b.manifestHash,
    approved_by: b.approvedBy,
    approved_at: b.approvedAt,
    items,
    ...(b.unavailable && b.unavailable.length > 0 ? { unavailable: [...b.unavailable].sort(compareCodeUnits) } : {}),
  };
}

/** A prompt, resource, template or the instructions as a lock item: what the history hashed, checked against its hash. */
function otherItem(kind: ItemEntry['kind'], name: string, value: JsonValue, hash: string, alg: HashAlg, where: string, malformed: string | undefined): LockItem {
  const definition = itemDefinition(kind, value, malformed !== undefined);
  if (hashJson(alg, definition) !== hash) throw new LockError(`${where}, ${kind} ${JSON.stringify(name)}: the history's hash does not match its stored definition (run verify)`);
  return { kind, name, hash, ...reviewerFields(definition, kind), definition, ...(malformed !== undefined ? { malformed } : {}) };
}

export function buildLock(servers: LockServer[]): Lock {
  return { format: LOCK_FORMAT, servers: [...servers].sort((a, b) => compareCodeUnits(a.id, b.id)) };
}

/** A copy with the keys of every object in code-unit order (an own property even for "__proto__"). */
function sortedKeys(v: unknown): JsonValue {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (typeof v !== 'object' || v === null) return v as JsonValue;
  const out: JsonObject = {};
  for (const k of Object.keys(v).sort(compareCodeUnits)) {
    const value = (v as Record<string, unknown>)[k];
    if (value !== undefined) setOwn(out, k, sortedKeys(value));
  }
  return out;
}

/**
 * The file's text: sorted keys, two-space indentation, one final newline. Invisible, bidi and C1
 * characters are written as \uXXXX escapes (the same JSON value), so that a reviewer sees them in
 * a pull request instead of having them reorder or hide the text around them.
 */
export function lockText(lock: Lock): string {
  return `${jsonText(sortedKeys(lock), 2)}\n`;
}

/** One server's entry as text, to paste into a lock's `servers`. */
export function entryText(server: LockServer): string {
  return `${jsonText(sortedKeys(server), 2)}\n`;
}

/** The bytes a signature covers: RFC 8785 canonical JSON of the lock, whatever its whitespace. */
export function canonicalBytes(lock: Lock): Buffer {
  return Buffer.from(canonicalize(lock), 'utf8');
}
