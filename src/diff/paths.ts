/**
 * Paths address a place in a tool ("inputSchema.properties.options.properties.exec_after").
 * A key that is not a plain identifier is written in brackets as a JSON string, so that a
 * property named "a.properties.b" can never pass for the nested parameter a -> b.
 */
const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

export function keySegment(key: string): string {
  return PLAIN_KEY.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

export function childPath(parent: string, key: string): string {
  return parent + keySegment(key);
}

export function indexPath(parent: string, index: number): string {
  return `${parent}[${index}]`;
}

/**
 * The innermost path of `paths` that is `field` itself or one of its ancestors (cut at a `.` or
 * `[`), or undefined. Looks the ancestors up in a set: linear in the field's length, not in the
 * number of paths; an ancestor past the first few hundred segment boundaries (only an adversarial
 * key full of dots gets there) is not looked for. `longest`: the longest path of the set.
 */
export function ancestorIn(field: string, paths: ReadonlySet<string>, longest: number): string | undefined {
  if (paths.has(field)) return field;
  let checks = 0;
  for (let i = Math.min(field.length, longest + 1) - 1; i > 0 && checks < 512; i--) {
    const c = field.charCodeAt(i);
    if (c !== 0x2e && c !== 0x5b) continue; // '.' or '['
    checks++;
    const prefix = field.slice(0, i);
    if (paths.has(prefix)) return prefix;
  }
  return undefined;
}

/** UTF-16 code unit order (as RFC 8785 sorts keys): deterministic whatever the wire order. */
export { compareCodeUnits as byCodeUnits } from '../fingerprint/snapshot.js';
