import type { JsonObject, JsonValue } from '../model.js';
import { byCodeUnits, childPath, indexPath } from './paths.js';

/**
 * Schemas are attacker-controlled: a server can send one 100,000 levels deep. The walk uses an
 * explicit stack (no recursion, no stack overflow) and stops descending at a depth or a path
 * length that no real schema reaches; what lies below is handed to `onCapped` as a whole, so
 * callers can still look at its text without paying a path per level.
 */
export const MAX_SCHEMA_DEPTH = 64;
export const MAX_PATH_CHARS = 2048;

/** Keywords whose value is a map of name -> schema. `properties` is the one whose names are parameters. */
export const MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'] as const;
/** Keywords whose value is one schema. */
export const SCHEMA_KEYWORDS = [
  'items',
  'additionalProperties',
  'additionalItems',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'contentSchema',
] as const;
/** Keywords whose value is a list of schemas (`items` too, in its draft-04..07 tuple form). */
export const LIST_KEYWORDS = ['items', 'prefixItems', 'anyOf', 'oneOf', 'allOf'] as const;

const SUBSCHEMA_KEYWORDS = new Set<string>([...MAP_KEYWORDS, ...SCHEMA_KEYWORDS, ...LIST_KEYWORDS]);

export function isSubschemaKeyword(key: string): boolean {
  return SUBSCHEMA_KEYWORDS.has(key);
}

export function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export interface SchemaChild {
  /** The keyword it hangs from ("properties", "items", "anyOf" …). */
  keyword: string;
  /** The property name for `properties`, the map key for other maps, else null. */
  key: string | null;
  path: string;
  node: JsonObject;
}

/** The object subschemas directly below `node`, in a deterministic order (keywords, then sorted keys). */
export function schemaChildren(node: JsonObject, path: string): SchemaChild[] {
  const out: SchemaChild[] = [];
  // Most nodes are leaves ({type, description}): a look at their few keys spares 23 lookups each.
  let parent = false;
  for (const key in node) {
    if (SUBSCHEMA_KEYWORDS.has(key)) {
      parent = true;
      break;
    }
  }
  if (!parent) return out;
  for (const kw of MAP_KEYWORDS) {
    const map = node[kw];
    if (!isObject(map)) continue;
    for (const key of Object.keys(map).sort(byCodeUnits)) {
      const child = map[key];
      if (isObject(child)) out.push({ keyword: kw, key, path: childPath(childPath(path, kw), key), node: child });
    }
  }
  for (const kw of SCHEMA_KEYWORDS) {
    const child = node[kw];
    if (isObject(child)) out.push({ keyword: kw, key: null, path: childPath(path, kw), node: child });
  }
  for (const kw of LIST_KEYWORDS) {
    const list = node[kw];
    if (!Array.isArray(list)) continue;
    list.forEach((child, i) => {
      if (isObject(child)) out.push({ keyword: kw, key: null, path: indexPath(childPath(path, kw), i), node: child });
    });
  }
  return out;
}

export interface WalkVisitor {
  /** Called once per schema object, parents before children. `via` is how it was reached (null for the root). */
  node(node: JsonObject, path: string, via: SchemaChild | null): void;
  /** A subtree below the depth or path-length cap: not walked node by node. */
  capped?(node: JsonObject, path: string, via: SchemaChild): void;
}

export function walkSchema(root: JsonValue | undefined, rootPath: string, visitor: WalkVisitor): void {
  if (!isObject(root)) return;
  const stack: Array<{ node: JsonObject; path: string; depth: number; via: SchemaChild | null }> = [
    { node: root, path: rootPath, depth: 0, via: null },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    visitor.node(item.node, item.path, item.via);
    const children = schemaChildren(item.node, item.path);
    for (let i = children.length - 1; i >= 0; i--) {
      const c = children[i]!;
      if (item.depth + 1 > MAX_SCHEMA_DEPTH || c.path.length > MAX_PATH_CHARS) {
        visitor.capped?.(c.node, c.path, c);
        continue;
      }
      stack.push({ node: c.node, path: c.path, depth: item.depth + 1, via: c });
    }
  }
}

/**
 * Every string below `root` (object keys and string values), iteratively, in a deterministic
 * order. Used for capped subtrees: whatever hides down there is still text an agent reads.
 */
export function allStrings(root: JsonValue): string[] {
  const out: string[] = [];
  const stack: JsonValue[] = [root];
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]!);
    else if (isObject(v)) {
      const keys = Object.keys(v).sort(byCodeUnits);
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push(v[keys[i]!]!);
        stack.push(keys[i]!);
      }
    }
  }
  return out;
}
