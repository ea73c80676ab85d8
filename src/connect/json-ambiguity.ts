/**
 * What JSON.parse hides: a key written twice in one object (JSON.parse keeps the last value, other
 * parsers the first, so two clients see two different tools) and numbers that do not survive
 * parsing (1e400 becomes Infinity and is hashed as null; 9007199254740993 becomes ...992; 1e-400
 * becomes 0). Found by one pass over the raw text, after JSON.parse accepted it: linear in its
 * length, with memory for the keys of the objects open at the time.
 */

/** Where (the first segments of the path: keys and indexes) and why a text is ambiguous. */
export interface Ambiguity {
  path: Array<string | number>;
  reason: string;
}

/** Enough of the path to name a tool (`result.tools[i]`, `tools[i]`, `[i]`). */
const PATH_SEGMENTS = 3;
/** The most ambiguities kept per text: one per tool is what a report needs. */
export const MAX_AMBIGUITIES = 256;

type Frame = { kind: 'object'; keys: Set<string>; key: string | null; expectKey: boolean } | { kind: 'array'; index: number };

/** Ambiguities of `text`, which must be JSON that JSON.parse accepted. */
export function jsonAmbiguities(text: string, limit: number = MAX_AMBIGUITIES): Ambiguity[] {
  const out: Ambiguity[] = [];
  const stack: Frame[] = [];
  const note = (reason: string): void => {
    if (out.length >= limit) return;
    const path = stack.slice(0, PATH_SEGMENTS).map((f) => (f.kind === 'array' ? f.index : (f.key ?? '')));
    out.push({ path, reason });
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x7b /* { */) {
      stack.push({ kind: 'object', keys: new Set(), key: null, expectKey: true });
      i++;
    } else if (c === 0x5b /* [ */) {
      stack.push({ kind: 'array', index: 0 });
      i++;
    } else if (c === 0x7d || c === 0x5d /* } ] */) {
      stack.pop();
      i++;
    } else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.kind === 'array') top.index++;
      else if (top) top.expectKey = true;
      i++;
    } else if (c === 0x3a /* : */) {
      const top = stack[stack.length - 1];
      if (top?.kind === 'object') top.expectKey = false;
      i++;
    } else if (c === 0x22 /* " */) {
      let j = i + 1;
      let escaped = false;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 0x5c) {
          escaped = true;
          j += 2;
        } else if (d === 0x22) break;
        else j++;
      }
      const top = stack[stack.length - 1];
      if (top?.kind === 'object' && top.expectKey) {
        // "a" and "\u0061" are one key: escapes are decoded before comparing.
        const key = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
        top.key = key;
        if (top.keys.has(key)) note(`duplicate key ${JSON.stringify(key.slice(0, 64))}: JSON parsers disagree on which value counts`);
        else top.keys.add(key);
      }
      i = j + 1;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let j = i + 1;
      while (j < n && /[0-9eE+\-.]/.test(text[j]!)) j++;
      const why = lossyNumber(text.slice(i, j));
      if (why) note(why);
      i = j;
    } else {
      i++; // whitespace, and the letters of true, false, null
    }
  }
  return out;
}

/** Why a JSON number does not survive parsing into a double (Infinity, or 0 from a non-zero), or null when it does up to rounding. */
export function lossyNumber(token: string): string | null {
  const n = Number(token);
  const shown = token.length > 40 ? `${token.slice(0, 40)}…` : token;
  if (!Number.isFinite(n)) return `number ${shown} is beyond a double: parsed as Infinity, hashed as null`;
  if (n === 0 && /[1-9]/.test(token.replace(/[eE].*$/, ''))) return `number ${shown} underflows to 0`;
  // An integer past 2^53 is not reported: honest schemas write 64-bit bounds
  // (18446744073709551615), and every reader agrees on the number meant; only its last digits are
  // rounded in the fingerprint (README, limits).
  return null;
}

/** Ambiguities noted by a transport for a tools array it parsed, by the array (see session.ts). */
const byToolsArray = new WeakMap<object, Array<{ index: number; reason: string }>>();

/** The ambiguities of the items of `tools`, found under `prefix` (the array's path in the text). */
export function noteToolAmbiguities(tools: unknown, prefix: Array<string | number>, found: Ambiguity[]): void {
  if (!Array.isArray(tools) || found.length === 0) return;
  const list: Array<{ index: number; reason: string }> = [];
  for (const a of found) {
    if (a.path.length <= prefix.length || !prefix.every((p, k) => a.path[k] === p)) continue;
    const index = a.path[prefix.length];
    if (typeof index === 'number' && !list.some((x) => x.index === index)) list.push({ index, reason: a.reason });
  }
  if (list.length > 0) byToolsArray.set(tools, list);
}

export function toolAmbiguities(tools: unknown): Array<{ index: number; reason: string }> {
  return (typeof tools === 'object' && tools !== null && byToolsArray.get(tools)) || [];
}
