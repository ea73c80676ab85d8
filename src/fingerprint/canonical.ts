import { configure } from 'safe-stable-stringify';

/**
 * RFC 8785 (JCS) canonical JSON for JSON data: keys sorted by UTF-16 code units at every depth
 * (the default Array#sort order), no whitespace, numbers and strings as ECMAScript's JSON.stringify
 * writes them. No Unicode normalisation: a homoglyph or an invisible character must change the hash.
 */
const stringify = configure({ deterministic: true, bigint: false, circularValue: Error });

export function canonicalize(value: unknown): string {
  const out = stringify(value);
  if (out === undefined) throw new TypeError('value has no JSON form');
  return out;
}
