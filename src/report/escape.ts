/**
 * Makes attacker-controlled text safe to show on a terminal or in a UI.
 *
 * Every string that came from an MCP server (tool names, descriptions, fragments, server names,
 * error reasons, endpoints) passes through here before it reaches a person. A character that could
 * move the cursor, recolour the screen, set the window title, reorder text (bidi) or hide itself
 * (zero-width, tags, format characters) is shown as a visible escape instead: `\x1b`, `\u202e`,
 * `\u{e0041}`. Escaping ESC and the C1 controls is enough to defuse every CSI/OSC/DCS sequence: the
 * bytes that follow them are printable and show up as plain text.
 *
 * A backslash is left as it is (Windows paths stay readable), so a literal "\x1b" typed by a server
 * looks like an escaped one; the JSONL record is the unambiguous source.
 */

export interface EscapeOptions {
  /** Keep "\n" raw (multi-line text blocks). Every other control character is still escaped. */
  allowNewline?: boolean;
  /**
   * Bound the *escaped* output to this many code points (an escape is never cut in half); the text
   * then ends with "…". Without it the whole text is kept.
   */
  maxLength?: number;
}

const ZWJ = 0x200d;
const VS16 = 0xfe0f;

/** True for a code point that must never reach a terminal raw (context-free part of the rule). */
export function isUnsafeCodePoint(cp: number): boolean {
  if (cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f)) return true; // C0, DEL, C1 (8-bit CSI 0x9b, OSC 0x9d, NEL 0x85)
  if (cp >= 0xd800 && cp <= 0xdfff) return true; // a lone surrogate (a paired one never gets here)
  if (cp === 0x2028 || cp === 0x2029) return true; // line / paragraph separator
  if (cp === 0xfffe || cp === 0xffff) return true; // noncharacters
  // Invisible "letters" used to fake blank names (Hangul fillers).
  if (cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0) return true;
  // Variation selectors that carry no emoji meaning but can smuggle data (FE0E/FE0F stay: emoji).
  if ((cp >= 0xfe00 && cp <= 0xfe0d) || (cp >= 0xe0100 && cp <= 0xe01ef)) return true;
  return FORMAT_CHAR.test(String.fromCodePoint(cp));
}

/**
 * Unicode general category Cf: bidi controls (U+200E/F, U+202A–202E, U+2066–2069, U+061C), zero-width
 * characters (U+200B–200D, U+2060, U+FEFF), soft hyphen, tag characters (U+E0001, U+E0020–E007F),
 * interlinear annotation marks and the rest of the family.
 */
const FORMAT_CHAR = /^\p{Cf}$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;

function escapeCodePoint(cp: number): string {
  if (cp <= 0xff) return '\\x' + cp.toString(16).padStart(2, '0');
  if (cp <= 0xffff) return '\\u' + cp.toString(16).padStart(4, '0');
  return '\\u{' + cp.toString(16) + '}';
}

function isPictographic(ch: string | undefined): boolean {
  return ch !== undefined && PICTOGRAPHIC.test(ch);
}

/**
 * A zero-width joiner between two pictographs (optionally after VS16) builds one emoji ("👨‍👩‍👧");
 * it is shown raw there and escaped everywhere else.
 */
function isEmojiJoiner(chars: string[], i: number): boolean {
  let before = i - 1;
  if (before >= 0 && chars[before]!.codePointAt(0) === VS16) before--;
  return before >= 0 && isPictographic(chars[before]) && isPictographic(chars[i + 1]);
}

/** The text split into visible tokens: each is either one safe character or one escape. */
function tokens(s: string, allowNewline: boolean): string[] {
  // for..of walks code points and yields a lone surrogate as its own one-unit string.
  const chars = Array.from(s);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const cp = ch.codePointAt(0)!;
    if (cp === 0x0a && allowNewline) out.push(ch);
    else if (cp === ZWJ && isEmojiJoiner(chars, i)) out.push(ch);
    else if (isUnsafeCodePoint(cp)) out.push(escapeCodePoint(cp));
    else out.push(ch);
  }
  return out;
}

/** Shows `s` with every control, escape-sequence introducer, bidi, invisible or tag character escaped. */
export function escapeForTerminal(s: string, opts: EscapeOptions = {}): string {
  const parts = tokens(s, opts.allowNewline === true);
  if (opts.maxLength === undefined) return parts.join('');
  return boundTokens(parts, opts.maxLength);
}

function boundTokens(parts: string[], max: number): string {
  const limit = Math.max(1, Math.floor(max));
  let length = 0;
  let total = 0;
  for (const p of parts) total += Array.from(p).length;
  if (total <= limit) return parts.join('');
  const kept: string[] = [];
  for (const p of parts) {
    const n = Array.from(p).length;
    if (length + n > limit - 1) break; // room for the ellipsis
    kept.push(p);
    length += n;
  }
  return kept.join('') + '…';
}

/**
 * Shortens `s` to at most `max` code points (never splitting a surrogate pair), ending with
 * `ellipsis` when something was cut. Does not escape: use it on data, then escape for display.
 */
export function truncate(s: string, max: number, ellipsis = '…'): string {
  const limit = Math.max(0, Math.floor(max));
  const chars = Array.from(s);
  if (chars.length <= limit) return s;
  const tail = Array.from(ellipsis);
  if (tail.length >= limit) return tail.slice(0, limit).join('');
  return chars.slice(0, limit - tail.length).join('') + ellipsis;
}
