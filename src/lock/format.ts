/**
 * The lockfile format (`mcp-lock.json`): reviewed baselines a team commits, signs and checks.
 *
 * Per server a list of items, each with its `kind` (a tool, prompt, resource, resource template or
 * the server instructions), its identity (`name`), its
 * hash (the same RFC 8785 hash the history keeps, `<alg>:<hex>`), the fields a reviewer reads, and
 * the definition that was hashed, so that a drift against the lock is judged by the same heuristics
 * as a drift against the history, even on a runner with an empty history.
 *
 * Pure: text in, a validated Lock out (or a LockError naming what is wrong in one line).
 */
import type { HashAlg, JsonObject, JsonValue } from '../model.js';
import { LockError } from './errors.js';

export const LOCK_FORMAT = 'mcp-schema-sentinel/lock@1' as const;
const FORMAT_VERSION = 1;

/** The item kinds this sensor reads. A kind it does not know is refused, never skipped. */
export const LOCK_ITEM_KINDS = ['tool', 'prompt', 'resource', 'resource_template', 'instructions'] as const;
export type LockItemKind = (typeof LOCK_ITEM_KINDS)[number];

export interface LockItem {
  kind: LockItemKind;
  /**
   * The item's identity within its kind, as the history keys it: a tool's or prompt's name, a
   * resource's `uri`, a template's `uriTemplate`, "" for the instructions (and for a malformed item
   * without one).
   */
  name: string;
  /** `<alg>:<hex>` of the canonical definition: the history's hash. */
  hash: string;
  /** For reviewers: the description as sent, or the instructions' text (null when it has none). */
  description: string | null;
  /** For reviewers: a tool's top-level parameter names, or a prompt's argument names, sorted. */
  parameters: string[];
  /** What was hashed: the item as the server sent it, without `_meta` (the instructions as `{"instructions": <text>}`). */
  definition: JsonValue;
  /** Set for an item that broke the protocol schema when it was approved: why. */
  malformed?: string;
}

export interface LockServer {
  id: string;
  /** How it was reached: `stdio:<command> <args>`, the URL with query values redacted, or `manifest:<file name>`. Never a secret. */
  endpoint: string | null;
  server_info: { name: string | null; version: string | null };
  manifest_hash: string;
  approved_by: string | null;
  approved_at: string | null;
  /** Sorted by kind, then name, then hash. */
  items: LockItem[];
  /** Lists the server failed to give when it was approved (written only when there are some): the manifest hash covers them. */
  unavailable?: string[];
}

export interface Lock {
  format: typeof LOCK_FORMAT;
  /** Sorted by id. */
  servers: LockServer[];
}

const HASH_LENGTH: Record<HashAlg, number> = { sha256: 64, sha512: 128 };

const TOP_KEYS = new Set(['format', 'servers']);
const SERVER_KEYS = new Set(['id', 'endpoint', 'server_info', 'manifest_hash', 'approved_by', 'approved_at', 'items', 'unavailable']);
const SURFACE_LISTS = ['prompts', 'resourceTemplates', 'resources'];
const INFO_KEYS = new Set(['name', 'version']);
const ITEM_KEYS = new Set(['kind', 'name', 'hash', 'description', 'parameters', 'definition', 'malformed']);

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function shown(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
  return JSON.stringify(s.length > 80 ? `${s.slice(0, 80)}…` : s);
}

function unknownKeys(obj: JsonObject, allowed: Set<string>, where: string): void {
  for (const k of Object.keys(obj)) if (!allowed.has(k)) throw new LockError(`${where}: unknown key ${shown(k)}`);
}

/** The algorithm of a `<alg>:<hex>` hash; an unknown prefix or a malformed digest is refused. */
export function hashAlgOf(hash: unknown, where: string): HashAlg {
  if (typeof hash !== 'string') throw new LockError(`${where}: hash must be a string "<alg>:<hex>"`);
  const colon = hash.indexOf(':');
  const alg = colon < 0 ? '' : hash.slice(0, colon);
  if (alg !== 'sha256' && alg !== 'sha512') throw new LockError(`${where}: unknown hash algorithm ${shown(colon < 0 ? hash : alg)} (this sensor knows sha256 and sha512)`);
  const hex = hash.slice(colon + 1);
  if (hex.length !== HASH_LENGTH[alg] || !/^[0-9a-f]+$/.test(hex)) throw new LockError(`${where}: ${shown(hash)} is not a ${alg} digest in lower-case hex`);
  return alg;
}

function str(v: unknown, where: string, nullable = false): string | null {
  if (nullable && v === null) return null;
  if (typeof v !== 'string') throw new LockError(`${where} must be a string${nullable ? ' or null' : ''}`);
  return v;
}

/**
 * Parses and validates a lock's text. Checks the shape only; `checkLock` (verify.ts) checks that
 * every hash matches what it claims to pin.
 */
export function parseLock(text: string, label: string): Lock {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    const why = text.trim() === '' ? 'it is empty' : `${(e as Error).message.split('\n')[0]}; truncated?`;
    throw new LockError(`lock ${label} is not valid JSON: ${why}`);
  }
  if (!isObject(doc)) throw new LockError(`lock ${label} must be a JSON object with "format" and "servers"`);
  const format = doc.format;
  if (format !== LOCK_FORMAT) {
    const m = typeof format === 'string' ? /^mcp-schema-sentinel\/lock@(\d+)$/.exec(format) : null;
    if (m && Number(m[1]) > FORMAT_VERSION) throw new LockError(`lock ${label} has format ${shown(format)}, newer than this sensor reads (${LOCK_FORMAT}): upgrade mcp-schema-sentinel`);
    throw new LockError(`lock ${label}: "format" must be ${shown(LOCK_FORMAT)}, not ${shown(format ?? null)}`);
  }
  unknownKeys(doc, TOP_KEYS, `lock ${label}`);
  if (!Array.isArray(doc.servers)) throw new LockError(`lock ${label}: "servers" must be an array`);
  const ids = new Set<string>();
  const servers = doc.servers.map((s, i) => {
    const server = parseServer(s, `lock ${label}: servers[${i}]`);
    if (ids.has(server.id)) throw new LockError(`lock ${label}: server ${shown(server.id)} appears twice`);
    ids.add(server.id);
    return server;
  });
  return { format: LOCK_FORMAT, servers };
}

function parseServer(s: JsonValue, where: string): LockServer {
  if (!isObject(s)) throw new LockError(`${where} must be an object`);
  const id = str(s.id, `${where}.id`);
  if (id === null || id === '') throw new LockError(`${where}.id must be a non-empty string`);
  const here = `${where} (${shown(id)})`;
  unknownKeys(s, SERVER_KEYS, here);
  const info = s.server_info ?? { name: null, version: null };
  if (!isObject(info)) throw new LockError(`${here}.server_info must be an object`);
  unknownKeys(info, INFO_KEYS, `${here}.server_info`);
  hashAlgOf(s.manifest_hash, `${here}.manifest_hash`);
  if (!Array.isArray(s.items)) throw new LockError(`${here}.items must be an array`);
  const unavailable = s.unavailable;
  if (unavailable !== undefined && (!Array.isArray(unavailable) || unavailable.some((l) => typeof l !== 'string' || !SURFACE_LISTS.includes(l)))) {
    throw new LockError(`${here}.unavailable must be an array of list names (${SURFACE_LISTS.join(', ')})`);
  }
  return {
    id,
    endpoint: str(s.endpoint ?? null, `${here}.endpoint`, true),
    server_info: { name: str(info.name ?? null, `${here}.server_info.name`, true), version: str(info.version ?? null, `${here}.server_info.version`, true) },
    manifest_hash: s.manifest_hash as string,
    approved_by: str(s.approved_by ?? null, `${here}.approved_by`, true),
    approved_at: str(s.approved_at ?? null, `${here}.approved_at`, true),
    items: s.items.map((item, i) => parseItem(item, `${here}.items[${i}]`)),
    ...(unavailable !== undefined ? { unavailable: unavailable as string[] } : {}),
  };
}

function parseItem(item: JsonValue, where: string): LockItem {
  if (!isObject(item)) throw new LockError(`${where} must be an object`);
  unknownKeys(item, ITEM_KEYS, where);
  const kind = item.kind;
  if (!(LOCK_ITEM_KINDS as readonly unknown[]).includes(kind)) throw new LockError(`${where}: item kind ${shown(kind ?? null)} is not known to this sensor (${LOCK_ITEM_KINDS.join(', ')})`);
  const name = str(item.name, `${where}.name`) as string;
  hashAlgOf(item.hash, `${where} (${shown(name)}).hash`);
  const params = item.parameters ?? [];
  if (!Array.isArray(params) || params.some((p) => typeof p !== 'string')) throw new LockError(`${where}.parameters must be an array of strings`);
  if (!('definition' in item)) throw new LockError(`${where} (${shown(name)}) has no definition`);
  const out: LockItem = {
    kind: kind as LockItemKind,
    name,
    hash: item.hash as string,
    description: str(item.description ?? null, `${where}.description`, true),
    parameters: params as string[],
    definition: item.definition as JsonValue,
  };
  if (item.malformed !== undefined) out.malformed = str(item.malformed, `${where}.malformed`) as string;
  return out;
}
