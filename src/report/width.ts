/**
 * Columns a text takes in a terminal, so that tables stay aligned when a server names its tools in
 * CJK or Hangul (two columns a character) or with combining marks (none). An approximation of
 * East Asian Width for the ranges tool names use, not a full implementation of it.
 */
const WIDE = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]/u;
const ZERO = /[\p{Mn}\p{Me}\u200B-\u200F\u2060-\u2064\uFEFF]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ZERO.test(ch) ? 0 : WIDE.test(ch) ? 2 : 1;
  return width;
}

/** `text` followed by spaces up to `width` columns (as String.padEnd, counted in columns). */
export function padColumns(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}
