import type { JsonObject, JsonValue } from '../model.js';
import { canonicalize } from '../fingerprint/canonical.js';
import type { KeywordChange } from './types.js';
import { byCodeUnits, childPath, indexPath } from './paths.js';
import { isObject, LIST_KEYWORDS, MAP_KEYWORDS, SCHEMA_KEYWORDS, walkSchema } from './schema-walk.js';

/** Pseudo-keyword for "the whole schema at this path": a boolean schema or a map entry that came or went. */
export const WHOLE_SCHEMA = '(schema)';

/** Prose is compared word by word in texts, not as a keyword. */
const TEXT_KEYWORDS = new Set(['title', 'description', '$comment', 'examples']);
const MAPS = new Set<string>(MAP_KEYWORDS);
const SINGLES = new Set<string>(SCHEMA_KEYWORDS);
const LISTS = new Set<string>(LIST_KEYWORDS);

export function sameJson(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return canonicalize(a) === canonicalize(b);
}

function nodeMap(schema: JsonValue | undefined, rootPath: string): Map<string, JsonObject> {
  const map = new Map<string, JsonObject>();
  walkSchema(schema, rootPath, { node: (node, path) => map.set(path, node) });
  return map;
}

/** Compares one keyword that holds subschemas: same shape means the children are compared as nodes. */
function compareSubschemas(out: KeywordChange[], path: string, kw: string, b: JsonValue | undefined, a: JsonValue | undefined): void {
  const whole = (): void => {
    if (!sameJson(b, a)) out.push({ path, keyword: kw, before: b, after: a });
  };
  const position = (p: string, x: JsonValue | undefined, y: JsonValue | undefined): void => {
    // Two objects are walked as nodes of their own; anything else is compared here.
    if (isObject(x) && isObject(y)) return;
    if (!sameJson(x, y)) out.push({ path: p, keyword: WHOLE_SCHEMA, before: x, after: y });
  };
  if (MAPS.has(kw)) {
    if (!isObject(b) || !isObject(a)) {
      // `properties` appearing or going is the parameters' business (paramsAdded/Removed).
      if (kw === 'properties' && (b === undefined || a === undefined)) return;
      whole();
      return;
    }
    const base = childPath(path, kw);
    for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort(byCodeUnits)) {
      if (kw === 'properties' && (!(key in b) || !(key in a))) continue;
      position(childPath(base, key), b[key], a[key]);
    }
    return;
  }
  if (LISTS.has(kw) && Array.isArray(b) && Array.isArray(a) && b.length === a.length) {
    b.forEach((x, i) => position(indexPath(childPath(path, kw), i), x, a[i]));
    return;
  }
  if (SINGLES.has(kw) && isObject(b) && isObject(a)) return;
  whole();
}

function compareNode(out: KeywordChange[], path: string, b: JsonObject, a: JsonObject): void {
  for (const kw of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort(byCodeUnits)) {
    if (TEXT_KEYWORDS.has(kw)) continue;
    if (MAPS.has(kw) || SINGLES.has(kw) || LISTS.has(kw)) {
      compareSubschemas(out, path, kw, b[kw], a[kw]);
      continue;
    }
    if (!sameJson(b[kw], a[kw])) out.push({ path, keyword: kw, before: b[kw], after: a[kw] });
  }
}

/**
 * Every keyword that differs on a schema node present in both versions (type, enum, pattern,
 * maxLength, required, additionalProperties, default, $ref, vendor keywords …), at any depth.
 * Nodes present on one side only are parameters added or removed, reported by paramsOf.
 * Sorted by path, then keyword.
 */
export function keywordChanges(before: JsonValue | undefined, after: JsonValue | undefined, rootPath: string = 'inputSchema'): KeywordChange[] {
  const out: KeywordChange[] = [];
  if (!isObject(before) || !isObject(after)) {
    if (!sameJson(before, after)) out.push({ path: rootPath, keyword: WHOLE_SCHEMA, before, after });
    return out;
  }
  const b = nodeMap(before, rootPath);
  const a = nodeMap(after, rootPath);
  for (const [path, nodeB] of b) {
    const nodeA = a.get(path);
    if (nodeA) compareNode(out, path, nodeB, nodeA);
  }
  return out.sort((x, y) => byCodeUnits(x.path, y.path) || byCodeUnits(x.keyword, y.keyword));
}
