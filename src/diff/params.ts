import type { JsonValue } from '../model.js';
import type { ParamRef } from './types.js';
import { byCodeUnits, childPath } from './paths.js';
import { isObject, walkSchema } from './schema-walk.js';

/**
 * Every parameter: each entry of a `properties` map at any depth of the schema (nested objects,
 * array items, anyOf/oneOf/allOf branches, $defs …), including those whose schema is a bare
 * `true`/`false`. Paths start at `rootPath` ("inputSchema" by default).
 */
export function paramsOf(schema: JsonValue | undefined, rootPath: string = 'inputSchema'): ParamRef[] {
  const out: ParamRef[] = [];
  walkSchema(schema, rootPath, {
    node(node, path) {
      const props = node.properties;
      if (!isObject(props)) return;
      const base = childPath(path, 'properties');
      for (const name of Object.keys(props).sort(byCodeUnits)) {
        out.push({ name, path: childPath(base, name), schema: props[name]! });
      }
    },
  });
  return out;
}
