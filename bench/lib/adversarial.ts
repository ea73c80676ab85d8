/**
 * Adversarial inputs for the heuristics' regular expressions: every pattern the engine compiles, and
 * for each, 1 MB texts built to make it backtrack — long runs of what its repeated parts accept,
 * ending in a character that makes the match fail, after a near-match prefix; near-matches repeated
 * end to end; a matching example repeated with only its tail "added" (the retry loop of a changed
 * description). Derived from each pattern's own source and examples, so a new pattern is covered
 * without editing this file.
 */
import type { LoadedHeuristics } from '../../src/heuristics/build.js';

export interface Pattern {
  /** "cues/override.json en.override.ignore-previous", "context.json ctx.own-param.transfer#before" … */
  name: string;
  re: RegExp;
  /** How the engine runs it: on the whole text, or on windows of at most N characters. */
  window: number | null;
  /** Over every match of a text (a co-occurrence cue's other patterns, the scanners). */
  all: boolean;
  /** A cue's own pattern: run through the engine's `firstMatch` (the retry loop over `added` ranges). */
  cue: boolean;
  keywords: string[];
  examples: string[];
}

/** Every regular expression the loaded heuristics compile (`LoadedHeuristics.regexes()`), named by file and id. */
export function enumeratePatterns(h: LoadedHeuristics): Pattern[] {
  return h.regexes().map((r) => ({ name: `${r.file} ${r.id}`, re: r.re, window: r.maxInput, all: r.all, cue: r.cue, keywords: r.keywords, examples: r.examples }));
}

export interface Shape {
  label: string;
  text: string;
  /** For cue patterns: only this range counts as added (the engine's retry loop). */
  added?: Array<[number, number]>;
}

/** The source text of every atom or group followed by a quantifier that repeats (*, +, {n,m} with m ≥ 2). */
export function repeatedParts(source: string): string[] {
  const found = new Set<string>();
  const stack: number[] = [];
  let last: [number, number] | null = null;
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i]!;
    if (c === '\\') {
      const start = i;
      const next = source[i + 1] ?? '';
      if ((next === 'p' || next === 'P' || next === 'u' || next === 'k') && (source[i + 2] === '{' || source[i + 2] === '<')) {
        i = source.indexOf(source[i + 2] === '{' ? '}' : '>', i) + 1;
      } else if (next === 'u') i += 6;
      else if (next === 'x') i += 4;
      else if (next === 'c') i += 3;
      else i += 2;
      last = [start, i];
    } else if (c === '[') {
      const start = i;
      i++;
      if (source[i] === '^') i++;
      if (source[i] === ']') i++;
      while (i < n && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      i++;
      last = [start, i];
    } else if (c === '(') {
      stack.push(i);
      i++;
      if (source[i] === '?') {
        if (source[i + 1] === '<' && source[i + 2] !== '=' && source[i + 2] !== '!') i = source.indexOf('>', i) + 1;
        else i += source[i + 1] === '<' ? 3 : 2;
      }
      last = null;
    } else if (c === ')') {
      const start = stack.pop() ?? 0;
      i++;
      last = [start, i];
    } else if (c === '*' || c === '+' || c === '?' || c === '{') {
      let max = c === '?' ? 1 : Infinity;
      if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
        if (!m) {
          last = [i, i + 1];
          i++;
          continue;
        }
        max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]);
        i += m[0].length;
      } else i++;
      if (source[i] === '?') i++;
      if (last && max >= 2) found.add(source.slice(last[0], last[1]));
      last = null;
    } else if (c === '|' || c === '^' || c === '$') {
      last = null;
      i++;
    } else {
      const w = (source.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      last = [i, i + w];
      i += w;
    }
  }
  return [...found];
}

const CANDIDATES = [
  'a', 'e', 'Z', ' ', '\t', '\n', '1', '0', '.', '-', '_', '/', ':', '@', ',', "'", '"', '`', '*', '#', '<', '>', '=', '(', '{', '[', '%', '+', '?', '&', '\\',
  'é', 'я', 'ß', '中', 'ア', '가', '\u0301', '\u200b', '\u00a0', '\u{E0041}',
  'a ', ' a', 'ab', 'a.', '.a', 'a-', 'a/', '/a', '1.', '.1', 'a@', 'a,', ', a', 'a:', 'a_', '::', '..', '../', '~/', 'a b', '12', '1.1.1.1', 'x.y',
];
const TAILS = ['\u0000', '#', '!', '~', '\n', ' ', '.', 'a', '1', 'Z'];

function anchored(part: string, flags: string): RegExp | null {
  try {
    return new RegExp(`^(?:${part})$`, flags.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}

/** Up to two short strings the part matches on its own (from a fixed alphabet, the cue's keywords and example words). */
function samplesOf(part: string, flags: string, words: string[]): string[] {
  const re = anchored(part, flags);
  if (!re) return [];
  const out: string[] = [];
  for (const c of [...CANDIDATES, ...words, ...words.map((w) => `${w} `)]) {
    if (re.test(c) && !out.includes(c)) out.push(c);
    if (out.length === 2) break;
  }
  return out;
}

function repeatTo(unit: string, size: number): string {
  return unit.length === 0 || size <= 0 ? '' : unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** A tail character the part does not accept (so a run of it ends in a failed match). */
function failingTail(part: string, flags: string): string {
  const re = anchored(part, flags);
  return TAILS.find((t) => !re || !re.test(t)) ?? '\u0000';
}

/** The adversarial texts for one pattern, each `size` characters long. */
export function shapesFor(p: Pattern, size: number, maxParts = 10): Shape[] {
  const shapes: Shape[] = [];
  const flags = p.re.flags;
  const words = [...new Set([...p.keywords, ...p.examples.flatMap((e) => e.split(/\s+/))].filter((w) => w.length > 0))].slice(0, 40);
  const examples = p.examples.slice(0, 2);
  const parts = repeatedParts(p.re.source).slice(0, maxParts);
  for (const [k, part] of parts.entries()) {
    const tail = failingTail(part, flags);
    for (const s of samplesOf(part, flags, words)) {
      const label = `part ${k + 1} ${JSON.stringify(s)}×N`;
      shapes.push({ label: `${label} + tail`, text: repeatTo(s, size - 1) + tail });
      for (const lead of [...p.keywords.slice(0, 1), ...examples.map((e) => e.slice(0, Math.ceil(e.length / 2)))]) {
        shapes.push({ label: `${JSON.stringify(lead.slice(0, 24))} + ${label} + tail`, text: lead + repeatTo(s, size - lead.length - 1) + tail });
      }
    }
  }
  for (const e of examples) {
    const near = e.slice(0, -1);
    shapes.push({ label: `near-match ${JSON.stringify(near.slice(0, 24))} repeated`, text: repeatTo(near + ' ', size) });
    shapes.push({ label: `near-match ${JSON.stringify(near.slice(0, 24))} repeated, no gap`, text: repeatTo(near, size) });
    if (p.cue) shapes.push({ label: `match ${JSON.stringify(e.slice(0, 24))} repeated, only the tail added`, text: repeatTo(e + ' ', size), added: [[size - 1, size]] });
  }
  if (p.keywords.length > 0) shapes.push({ label: 'all keywords repeated', text: repeatTo(p.keywords.join(' ') + ' ', size) });
  for (const unit of ['a', ' ', 'a ', 'a.', '1.', 'a\u200b']) shapes.push({ label: `${JSON.stringify(unit)}×N`, text: repeatTo(unit, size) });
  return shapes;
}
