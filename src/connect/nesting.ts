/**
 * A bound on how deeply a server may nest its JSON. Canonical JSON (fingerprint/) and the schema
 * walks of diff/ and heuristics/ recurse once per level, so a server nesting a few thousand levels
 * would overflow the stack of the whole sensor (on Node 20 the first overflow comes near 3,700
 * levels). Real schemas nest a few dozen; this leaves ample room for generated ones while keeping
 * every recursion well inside the stack. Past it, the server is refused as oversize — one record,
 * never a crash.
 */
export const MAX_NESTING_DEPTH = 2048;

/** Whether objects and arrays in `value` nest deeper than `max`. Iterative: safe at any depth. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ node: object; depth: number }> = [];
  if (typeof value === 'object' && value !== null) stack.push({ node: value, depth: 1 });
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child as object, depth: depth + 1 });
    }
  }
  return false;
}

/**
 * Bounds on how much structure one server may send, all pages together. Every step after the
 * fetch (fingerprint, diff, heuristics, history) costs time and memory per JSON value; a 16 MiB
 * answer can hold two million of them (a one-million-member enum), which no scan should spend
 * minutes and gigabytes on. The largest real servers measured hold under 10,000 values (about
 * 5,000 for a 25-tool server) and no array or object with more than a few dozen members; these
 * bounds are 25 and 1,000 times that, and the drift of a manifest at the bounds stays within
 * seconds and a few hundred megabytes (bench/drift-scale.ts).
 */
export const MAX_JSON_VALUES = 250_000;
/** The most members (array items or object keys) in one array or object. */
export const MAX_JSON_MEMBERS = 50_000;
/**
 * The most JSON values in one tool. A tool is analysed in one step (diffed, then judged), and a
 * signal is seen between steps: this keeps each step well under a second. The largest real tool
 * measured holds 1,357 values.
 */
export const MAX_TOOL_VALUES = 25_000;

/**
 * The longest string (key or value, in UTF-16 units) one manifest may hold. Every step after the
 * fetch copies a text several times (canonical JSON, the diff's words, the prefilter's folded
 * form, the normalised copy): a 16 MiB description peaked at ~350 MB. The longest real description
 * measured is a few tens of thousands of characters; descriptions of a few megabytes are still
 * analysed (an injection at the end of 4 MB is found), and the drift of a manifest at this bound
 * stays under 300 MB (bench/drift-scale.ts).
 */
export const MAX_STRING_LENGTH = 8 * 1024 * 1024;

/** Counts values (every object, array, key and scalar), finds the largest array or object and the longest string. Iterative. */
export function jsonShape(value: unknown): { values: number; widest: number; longest: number } {
  let values = 0;
  let widest = 0;
  let longest = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    values++;
    if (typeof v === 'string') {
      if (v.length > longest) longest = v.length;
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      if (v.length > widest) widest = v.length;
      for (let i = 0; i < v.length; i++) stack.push(v[i]);
      continue;
    }
    let members = 0;
    for (const k in v) {
      if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
      members++;
      values++; // the key
      if (k.length > longest) longest = k.length;
      stack.push((v as Record<string, unknown>)[k]);
    }
    if (members > widest) widest = members;
  }
  return { values, widest, longest };
}

/** Why a manifest's structure is too large to analyse (with `more` values already counted), or null. */
export function shapeExcess(value: unknown, more = 0): { values: number; reason: string | null } {
  const shape = jsonShape(value);
  const values = shape.values + more;
  if (shape.widest > MAX_JSON_MEMBERS) return { values, reason: `an array or object with more than ${MAX_JSON_MEMBERS} members` };
  if (values > MAX_JSON_VALUES) return { values, reason: `more than ${MAX_JSON_VALUES} JSON values` };
  if (shape.longest > MAX_STRING_LENGTH) return { values, reason: `a string of more than ${MAX_STRING_LENGTH} characters` };
  return { values, reason: null };
}

/** The first tool of a list (one page) holding more than MAX_TOOL_VALUES values, described, or null. */
export function oversizeTool(tools: readonly unknown[]): string | null {
  for (const [i, t] of tools.entries()) {
    // By position: the name is the server's text, and this line reaches a terminal.
    if (jsonShape(t).values > MAX_TOOL_VALUES) return `a tool (#${i + 1}) of more than ${MAX_TOOL_VALUES} JSON values`;
  }
  return null;
}
