import type { JsonValue } from '../model.js';
import type { ParamRef } from './types.js';
import { byCodeUnits, childPath } from './paths.js';
import { isObject, schemaChildren, walkSchema } from './schema-walk.js';
import type { JsonObject } from '../model.js';

/**
 * Every parameter: each entry of a `properties` map at any depth of the schema (nested objects,
 * array items, anyOf/oneOf/allOf branches, $defs …), including those whose schema is a bare
 * `true`/`false`. Paths start at `rootPath` ("inputSchema" by default).
 */
export function paramsOf(schema: JsonValue | undefined, rootPath: string = 'inputSchema'): ParamRef[] {
  const out: ParamRef[] = [];
  const collect = (node: JsonObject, path: string) => {
    const props = node.properties;
    if (!isObject(props)) return;
    const base = childPath(path, 'properties');
    for (const name of Object.keys(props).sort(byCodeUnits)) {
      out.push({ name, path: childPath(base, name), schema: props[name]! });
    }
  };
  walkSchema(schema, rootPath, { node: collect, capped: (node, path) => collectDeep(node, path, collect) });
  return out;
}

/**
 * Below the walk's cap a parameter still counts (a new `exec_after` 70 levels down is still a
 * new parameter), but paths no longer grow per level: `<capped path>.…<depth>` keeps them bounded
 * and stable, so the same deep parameter has the same path in two versions.
 */
function collectDeep(root: JsonObject, cappedPath: string, collect: (node: JsonObject, path: string) => void): void {
  const stack: Array<{ node: JsonObject; depth: number }> = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    collect(node, depth === 0 ? cappedPath : `${cappedPath}.…${depth}`);
    const children = schemaChildren(node, '');
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!.node, depth: depth + 1 });
  }
}
