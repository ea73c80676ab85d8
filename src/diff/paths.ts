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

/** UTF-16 code unit order (as RFC 8785 sorts keys): deterministic whatever the wire order. */
export { compareCodeUnits as byCodeUnits } from '../fingerprint/snapshot.js';
