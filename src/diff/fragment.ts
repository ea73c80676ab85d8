/** Evidence fragments are bounded so that a record never carries a whole (attacker-sized) text. */
export const MAX_FRAGMENT = 240;

const ELLIPSIS = '…';

/** Cuts before `end`, never between the two halves of a surrogate pair. */
function safeCut(text: string, end: number): number {
  if (end > 0 && end < text.length) {
    const c = text.charCodeAt(end - 1);
    if (c >= 0xd800 && c <= 0xdbff) return end - 1;
  }
  return end;
}

function safeStart(text: string, start: number): number {
  if (start > 0 && start < text.length) {
    const c = text.charCodeAt(start);
    if (c >= 0xdc00 && c <= 0xdfff) return start + 1;
  }
  return start;
}

/** The text itself when short enough, else its head with an ellipsis; at most `max` UTF-16 units. */
export function boundFragment(text: string, max: number = MAX_FRAGMENT): string {
  if (text.length <= max) return text;
  return text.slice(0, safeCut(text, max - 1)) + ELLIPSIS;
}

/**
 * The part of `text` around [start, end), at most `max` UTF-16 units, with ellipses where cut:
 * the evidence stays readable even when the match sits deep inside a long description.
 */
export function fragmentAround(text: string, start: number, end: number, max: number = MAX_FRAGMENT): string {
  if (text.length <= max) return text;
  const s = Math.max(0, Math.min(start, text.length));
  const e = Math.max(s, Math.min(end, text.length));
  if (e - s >= max - 2) return boundFragment(text.slice(s), max);
  const room = max - 2 - (e - s);
  let from = Math.max(0, s - Math.floor(room / 2));
  let to = Math.min(text.length, from + (max - 2));
  from = Math.max(0, to - (max - 2));
  from = safeStart(text, from);
  to = safeCut(text, to);
  return (from > 0 ? ELLIPSIS : '') + text.slice(from, to) + (to < text.length ? ELLIPSIS : '');
}
