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
