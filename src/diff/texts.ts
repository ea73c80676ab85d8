import type { JsonObject, JsonValue } from '../model.js';
import type { TextField, TextKind } from './types.js';
import { byCodeUnits, childPath, indexPath } from './paths.js';
import { allStrings, isObject, isSubschemaKeyword, walkSchema } from './schema-walk.js';

/**
 * Keywords whose string values are machine syntax, not prose. Every other keyword that holds
 * strings (including vendor extensions such as `x-note` or OpenAPI's `example`) is text an agent
 * reads when the schema is put in its context, so it is collected.
 */
const SYNTAX_KEYWORDS = new Set([
  'type',
  'format',
  'pattern',
  'required',
  'dependentRequired',
  '$ref',
  '$schema',
  '$id',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$recursiveRef',
  '$recursiveAnchor',
  '$vocabulary',
  'contentEncoding',
  'contentMediaType',
]);

/** Handled one by one below with their own kinds. */
const TEXT_KEYWORDS = new Set(['title', 'description', '$comment', 'enum', 'const', 'default', 'examples']);

function push(out: TextField[], field: string, kind: TextKind, value: JsonValue | undefined): void {
  if (typeof value === 'string') out.push({ field, kind, text: value });
}

/** A structured value (an object default, a vendor keyword's object) read as its strings, one per line. */
function pushStrings(out: TextField[], field: string, kind: TextKind, value: JsonValue): void {
  if (typeof value === 'string') {
    out.push({ field, kind, text: value });
    return;
  }
  const strings = allStrings(value);
  if (strings.length > 0) out.push({ field, kind, text: strings.join('\n') });
}

function pushList(out: TextField[], field: string, kind: TextKind, value: JsonValue | undefined): void {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) {
    pushStrings(out, field, kind, value);
    return;
  }
  value.forEach((item, i) => {
    if (item !== null) pushStrings(out, indexPath(field, i), kind, item);
  });
}

function schemaNodeTexts(out: TextField[], node: JsonObject, path: string): void {
  push(out, childPath(path, 'title'), 'param-title', node.title);
  push(out, childPath(path, 'description'), 'param-description', node.description);
  push(out, childPath(path, '$comment'), 'param-description', node.$comment);
  if (Array.isArray(node.enum)) {
    node.enum.forEach((v, i) => push(out, indexPath(childPath(path, 'enum'), i), 'enum', v));
  }
  // A const is the one allowed value: the same role as an enum member.
  push(out, childPath(path, 'const'), 'enum', node.const);
  if (node.default !== undefined && node.default !== null) pushList(out, childPath(path, 'default'), 'default', node.default);
  // Examples are sample values, read like a default.
  pushList(out, childPath(path, 'examples'), 'default', node.examples);
  const props = node.properties;
  if (isObject(props)) {
    const base = childPath(path, 'properties');
    for (const name of Object.keys(props).sort(byCodeUnits)) out.push({ field: childPath(base, name), kind: 'param-name', text: name });
  }
  for (const key of Object.keys(node).sort(byCodeUnits)) {
    if (TEXT_KEYWORDS.has(key) || SYNTAX_KEYWORDS.has(key) || key === 'properties') continue;
    const value = node[key]!;
    // Subschemas are walked as nodes; a subschema keyword holding something else is still read.
    if (isSubschemaKeyword(key) && (isObject(value) || Array.isArray(value) || typeof value === 'boolean')) continue;
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) continue;
    pushStrings(out, childPath(path, key), 'param-description', value);
  }
}

/**
 * Every human-readable text of a tool, each addressed by a stable path: name, title, description,
 * annotations.title, and at any depth of inputSchema and outputSchema every parameter name, title, description,
 * string enum/const/default/examples value and vendor-keyword string.
 * Below the walk's depth cap a subtree is read as one text (`<path>.*`): deep nesting hides nothing.
 */
export function toolTexts(tool: JsonObject): TextField[] {
  const out: TextField[] = [];
  push(out, 'name', 'name', tool.name);
  push(out, 'title', 'title', tool.title);
  push(out, 'description', 'description', tool.description);
  if (isObject(tool.annotations)) push(out, 'annotations.title', 'title', tool.annotations.title);
  walkSchema(tool.inputSchema, 'inputSchema', {
    node: (node, path) => schemaNodeTexts(out, node, path),
    capped: (node, path) => pushStrings(out, `${path}.*`, 'param-description', node),
  });
  // The result's schema is put in the agent's context too (structured output): its texts are read alike.
  walkSchema(tool.outputSchema, 'outputSchema', {
    node: (node, path) => schemaNodeTexts(out, node, path),
    capped: (node, path) => pushStrings(out, `${path}.*`, 'param-description', node),
  });
  return out;
}

/**
 * Whether a text sits in the tool's outputSchema. Such a text is read by the content heuristics,
 * but a change to it is a change of `outputSchema`, announced and reported as a schema change.
 */
export function inOutputSchema(field: string): boolean {
  return field === 'outputSchema' || field.startsWith('outputSchema.') || field.startsWith('outputSchema[');
}
