/**
 * The reviewed ignore file of `scan --ignore <file>`: fields an operator has marked as volatile for
 * one server (a default computed from the clock at start-up, a build id in a description). Pure:
 * the caller reads the file; this validates every entry strictly, because a typo in a silencing
 * rule must never widen what it silences.
 *
 *   {
 *     "version": 1,
 *     "ignore": [
 *       { "server": "calendar", "tool": "list_events", "path": "inputSchema.properties.since.default",
 *         "heuristics": ["H5", "H12"], "reason": "default is the server's start time", "expires": "2027-06-30" }
 *     ]
 *   }
 */
import type { HeuristicId, JsonObject, JsonValue } from '../model.js';
import { HEURISTIC_IDS } from '../model.js';
import { scopeOf } from '../findings.js';
import { shortId } from '../fingerprint/hash.js';
import { childPath, indexPath } from '../diff/paths.js';

/** One reviewed entry: this server's tool, at this path, does not alert for these heuristics. */
export interface IgnoreEntry {
  /** `ie-…`: stable for the same server, tool and path. */
  id: string;
  server: string;
  tool: string;
  /** Canonical path (the notation of findings' `field`): `inputSchema.properties.since.default`. */
  path: string;
  /** The path, parsed: object keys and array indexes from the tool object. */
  segments: Array<string | number>;
  heuristics: HeuristicId[];
  reason: string;
  /** ISO time from which the entry no longer applies, or null. */
  expires: string | null;
}

/** A mistake in the ignore file: one line, exit 2, nothing scanned. */
export class IgnoreFileError extends Error {
  override name = 'IgnoreFileError';
}

/**
 * Where a path may start: the fields of a tool that are fingerprinted. `name` is the tool's identity
 * (a rename is a tool-set change, not a volatile value) and `_meta` is never hashed, so neither can drift.
 */
export const IGNORABLE_ROOTS = ['title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', 'icons'] as const;

/**
 * Heuristics that fire on a place in a tool. Content heuristics read text and are never silenced
 * (an instruction written into a volatile field still alerts, as no announcement covers them
 * either); H4, H6 and H13 are about the endpoint, the server version and the tool set, not a path.
 */
const NOT_ABOUT_A_PATH: readonly HeuristicId[] = ['H4', 'H6', 'H13'];

const ENTRY_KEYS = new Set(['server', 'tool', 'path', 'heuristics', 'reason', 'expires']);
const FILE_KEYS = new Set(['version', 'ignore']);
const MAX_ENTRIES = 10_000;

/** `a.b["c d"][2]` → ['a', 'b', 'c d', 2]; null when it is not a path in the findings' notation. */
export function parsePath(path: string): Array<string | number> | null {
  const head = /^[A-Za-z_$][A-Za-z0-9_$-]*/.exec(path);
  if (!head) return null;
  const out: Array<string | number> = [head[0]];
  let i = head[0].length;
  while (i < path.length) {
    const rest = path.slice(i);
    const plain = /^\.([A-Za-z_$][A-Za-z0-9_$-]*)/.exec(rest);
    if (plain) {
      out.push(plain[1]!);
      i += plain[0].length;
      continue;
    }
    const index = /^\[(0|[1-9][0-9]{0,8})\]/.exec(rest);
    if (index) {
      out.push(Number(index[1]));
      i += index[0].length;
      continue;
    }
    const quoted = /^\[("(?:[^"\\]|\\.)*")\]/.exec(rest);
    if (!quoted) return null;
    try {
      out.push(JSON.parse(quoted[1]!) as string);
    } catch {
      return null;
    }
    i += quoted[0].length;
  }
  return out;
}

/** The segments written back in the canonical notation (what findings' `field` uses). */
export function formatPath(segments: Array<string | number>): string {
  let out = String(segments[0]);
  for (const s of segments.slice(1)) out = typeof s === 'number' ? indexPath(out, s) : childPath(out, s);
  return out;
}

function text(e: JsonObject, key: string, where: string, required: boolean): string | null {
  const v = e[key];
  if (v === undefined && !required) return null;
  if (typeof v !== 'string' || v.trim() === '') throw new IgnoreFileError(`${where}: ${key} must be a non-empty string`);
  return v;
}

/** A date (`2027-06-30`, that day's 00:00 UTC) or an ISO 8601 time with its zone. */
function expiry(value: string, where: string): string {
  const ok = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value);
  const t = new Date(value);
  if (!ok || Number.isNaN(t.getTime())) throw new IgnoreFileError(`${where}: expires must be a date (2027-06-30) or an ISO 8601 time, not ${JSON.stringify(value)}`);
  return t.toISOString();
}

function heuristicList(v: JsonValue | undefined, where: string): HeuristicId[] {
  if (!Array.isArray(v) || v.length === 0) throw new IgnoreFileError(`${where}: heuristics must be a non-empty list of heuristic ids (H5, H12 …)`);
  const out: HeuristicId[] = [];
  for (const id of v) {
    if (typeof id !== 'string' || !(HEURISTIC_IDS as readonly string[]).includes(id)) {
      throw new IgnoreFileError(`${where}: unknown heuristic ${JSON.stringify(id)}`);
    }
    const h = id as HeuristicId;
    if (scopeOf(h) === 'content') throw new IgnoreFileError(`${where}: ${h} reads text and is never ignored (an injection in a volatile field still alerts)`);
    if (NOT_ABOUT_A_PATH.includes(h)) throw new IgnoreFileError(`${where}: ${h} is not about a path in a tool and cannot be ignored`);
    if (!out.includes(h)) out.push(h);
  }
  return out;
}

function entry(v: JsonValue, where: string): IgnoreEntry {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new IgnoreFileError(`${where}: an entry must be an object`);
  for (const k of Object.keys(v)) if (!ENTRY_KEYS.has(k)) throw new IgnoreFileError(`${where}: unknown key ${JSON.stringify(k)}`);
  const server = text(v, 'server', where, true)!;
  const tool = text(v, 'tool', where, true)!;
  const written = text(v, 'path', where, true)!;
  const segments = parsePath(written);
  if (!segments) throw new IgnoreFileError(`${where}: path ${JSON.stringify(written)} is not a path such as inputSchema.properties.since.default`);
  if (!(IGNORABLE_ROOTS as readonly string[]).includes(segments[0] as string)) {
    throw new IgnoreFileError(`${where}: path must start with one of ${IGNORABLE_ROOTS.join(', ')}, not ${JSON.stringify(segments[0])}`);
  }
  const heuristics = heuristicList(v.heuristics, where);
  const reason = text(v, 'reason', where, true)!;
  const expiresText = text(v, 'expires', where, false);
  const path = formatPath(segments);
  return {
    id: shortId('ie', [server, tool, path]),
    server,
    tool,
    path,
    segments,
    heuristics,
    reason,
    expires: expiresText === null ? null : expiry(expiresText, where),
  };
}

/** The entries of a parsed ignore file (JSON or JSONC), or an IgnoreFileError naming the first problem. */
export function ignoreEntries(doc: JsonValue): IgnoreEntry[] {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new IgnoreFileError('expected an object {"ignore": [ … ]}');
  for (const k of Object.keys(doc)) if (!FILE_KEYS.has(k)) throw new IgnoreFileError(`unknown key ${JSON.stringify(k)}`);
  if (doc.version !== undefined && doc.version !== 1) throw new IgnoreFileError(`version ${JSON.stringify(doc.version)} is not supported (1 is)`);
  const list = doc.ignore;
  if (!Array.isArray(list)) throw new IgnoreFileError('"ignore" must be a list of entries');
  if (list.length > MAX_ENTRIES) throw new IgnoreFileError(`more than ${MAX_ENTRIES} entries`);
  const entries = list.map((v, i) => entry(v, `ignore[${i}]`));
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    const first = seen.get(e.id);
    if (first !== undefined) throw new IgnoreFileError(`ignore[${i}]: same server, tool and path as ignore[${first}]; list its heuristics in one entry`);
    seen.set(e.id, i);
  });
  return entries;
}
