/**
 * The text of a data file: JSON with `//` comment lines (JSONC, as in tsconfig.json), so that a
 * long pattern can be written as commented lines (see heuristics/README.md). Only whole-line
 * comments: no comment after a value, no block comments, no trailing commas, so that a file is
 * JSON once its comment lines are gone.
 *
 * Why a stripper in front of JSON.parse rather than a parser: 660 KB of data are read on every
 * first scan, and JSON.parse is several times faster than a parser written in JavaScript. A
 * comment line is emptied, not removed, so JSON.parse's positions still point at the right line.
 */

const COMMENT_LINE = /^[ \t]*\/\/.*$/gm;

/**
 * Removes comment lines (`//` after nothing but blanks). Pure. A comment has a line of its own:
 * then no string can hold it (JSON strings never span lines), and two native regex passes do the
 * work; a character loop over 700 KB in cold code costs more than JSON.parse itself.
 */
export function stripLineComments(text: string): string {
  COMMENT_LINE.lastIndex = 0;
  return COMMENT_LINE.test(text) ? text.replace(COMMENT_LINE, '') : text;
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
