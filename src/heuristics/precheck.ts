import type { CueDef } from './data.js';

/**
 * A cue's precheck: a test every text the cue matches passes, far cheaper than the cue's own regex,
 * run first (see `precheck` in heuristics/README.md).
 */
export type Precheck = { kind: 'newlines' | 'blank-run'; n: number } | { kind: 'pattern'; re: RegExp };

/** The precheck of a cue, its pattern (if any) compiled by `compile`. */
export function compilePrecheck(p: NonNullable<CueDef['precheck']>, compile: (source: string) => RegExp): Precheck {
  return p.kind === 'pattern' ? { kind: 'pattern', re: compile(p.pattern) } : p;
}

/** Horizontal blanks of a `blank-run` precheck (the padding cue's class). */
function isBlank(u: number): boolean {
  return u === 0x20 || u === 0x09 || u === 0xa0 || (u >= 0x2000 && u <= 0x200a) || u === 0x3000;
}

/**
 * Whether `text` passes the precheck. Line breaks are counted with indexOf; a run of n blanks covers
 * two of the positions k·⌊n/2⌋ − 1 that are ⌊n/2⌋ apart, so only those positions (and their
 * neighbour ⌊n/2⌋ further) are read; a pattern is searched for once.
 */
export function precheckHolds(p: Precheck, text: string): boolean {
  if (p.kind === 'pattern') return p.re.test(text);
  if (p.kind === 'newlines') {
    let n = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) if (++n >= p.n) return true;
    return false;
  }
  const step = Math.max(1, Math.floor(p.n / 2));
  for (let i = step - 1; i + step < text.length; i += step) {
    if (isBlank(text.charCodeAt(i)) && isBlank(text.charCodeAt(i + step))) return true;
  }
  return false;
}
