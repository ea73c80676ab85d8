/**
 * The text of a data file: JSON with `//` line comments (JSONC, as in tsconfig.json), so that a
 * long pattern can be written as commented lines (see heuristics/README.md). Only line comments:
 * no block comments, no trailing commas, so that a file stays JSON once its comments are gone.
 *
 * Why a stripper in front of JSON.parse rather than a parser: 660 KB of data are read on every
 * first scan, and JSON.parse is several times faster than a parser written in JavaScript. A
 * comment is replaced by nothing up to its line break, so JSON.parse's positions still point at
 * the right line.
 */

/** Removes `//` comments outside strings. Pure; a text without `//` is returned as it is. */
export function stripLineComments(text: string): string {
  if (!text.includes('//')) return text;
  let out = '';
  let from = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Skip the string: to the next quote not preceded by an odd run of backslashes.
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) return out + text.slice(from); // unterminated: JSON.parse reports it
        let b = q - 1;
        while (text.charCodeAt(b) === 0x5c /* \ */) b--;
        i = q + 1;
        if ((q - 1 - b) % 2 === 0) break;
      }
    } else if (c === 0x2f /* / */ && text.charCodeAt(i + 1) === 0x2f) {
      out += text.slice(from, i);
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? n : nl;
      from = i;
    } else {
      i++;
    }
  }
  return out + text.slice(from);
}

/** The line and column (1-based) of a JSON.parse error, when its message gives a position. */
function where(text: string, message: string): string {
  const m = /position (\d+)/.exec(message);
  if (!m) return '';
  const pos = Number(m[1]);
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  return ` (line ${line}, column ${pos - before.lastIndexOf('\n')})`;
}

/** Parses a data file's text; throws an Error whose message says what and where. */
export function parseDataText(text: string): unknown {
  const json = stripLineComments(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  try {
    return JSON.parse(json) as unknown;
  } catch (e) {
    const msg = (e as Error).message;
    throw new Error(`${msg}${where(json, msg)}`);
  }
}
