/**
 * Whether the keyword prefilter (or a cue's precheck) ever keeps a cue from a text its patterns
 * match, over many texts:
 * every form of a text the engine runs the cues on (the text, with `_ - .` read as spaces in names,
 * and its normalised copy) is checked against every cue the prefilter leaves out.
 *
 * Running 600 regexes over every text one by one costs a minute; instead each cue's pattern runs
 * once over all the forms joined by a separator, as a filter (a form whose own match starts in it
 * is found by the joined scan too, see `joinable`), and `cueMatch` then decides on each form found.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject } from '../../src/model.js';
import type { TextKind } from '../../src/diff/types.js';
import { toolTexts } from '../../src/diff/texts.js';
import type { LoadedHeuristics } from '../../src/heuristics/build.js';
import { cueMatch, plainCue, type CompiledCue } from '../../src/heuristics/patterns.js';
import { Prefilter } from '../../src/heuristics/prefilter.js';
import { precheckHolds } from '../../src/heuristics/precheck.js';

const NAME_KINDS = new Set<TextKind>(['name', 'param-name']);

/** The texts of many manifests, each form the engine scans once, with the kinds it was read as. */
export class FormSet {
  readonly forms = new Map<string, Set<TextKind>>();

  constructor(private readonly h: LoadedHeuristics) {}

  addTool(tool: unknown): void {
    if (typeof tool !== 'object' || tool === null || Array.isArray(tool)) return;
    for (const t of toolTexts(tool as JsonObject)) {
      const spaced = NAME_KINDS.has(t.kind) ? (s: string): string => s.replace(/[_\-.]/g, ' ') : (s: string): string => s;
      this.add(spaced(t.text), t.kind);
      const norm = this.h.engine.scanner.normalise(t.text, this.h.engine.scanner.invisibles(t.text));
      if (norm) this.add(spaced(norm.text), t.kind);
    }
  }

  addManifest(m: unknown): void {
    const tools = (m as { tools?: unknown } | null)?.tools;
    if (Array.isArray(tools)) tools.forEach((t) => this.addTool(t));
  }

  private add(form: string, kind: TextKind): void {
    if (form.length === 0) return;
    let kinds = this.forms.get(form);
    if (!kinds) this.forms.set(form, (kinds = new Set()));
    kinds.add(kind);
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? walk(p) : n.endsWith('.json') ? [p] : [];
    });
}

/** Every manifest of the corpus scenarios (baseline, current and the other servers of a scan). */
export function addScenarios(set: FormSet, dir: string): number {
  const files = walk(dir);
  for (const f of files) {
    const s = JSON.parse(readFileSync(f, 'utf8')) as { baseline?: unknown; current?: unknown; others?: Record<string, unknown> };
    set.addManifest(s.baseline);
    set.addManifest(s.current);
    for (const o of Object.values(s.others ?? {})) set.addManifest(o);
  }
  return files.length;
}

/** The tools of a folder in the format of ../shared/corpora (`*.jsonl`, `pairs_*.jsonl`) and its field manifests; null when absent. */
export function addSharedCorpora(set: FormSet, dir: string): { rows: number; manifests: number } | null {
  if (!existsSync(dir)) return null;
  let rows = 0;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const o = JSON.parse(line) as Record<string, unknown>;
      rows++;
      if (f.startsWith('pairs_')) {
        for (const d of [o.before, o.after]) if (d && typeof d === 'object') set.addTool({ name: o.name, ...(d as object) });
      } else set.addTool(o);
    }
  }
  const field = join(dir, 'field', 'manifests');
  const manifests = existsSync(field) ? readdirSync(field).filter((n) => n.endsWith('.json')) : [];
  for (const f of manifests) set.addManifest(JSON.parse(readFileSync(join(field, f), 'utf8')));
  return { rows, manifests: manifests.length };
}

/** Between two forms in the joined text: a line break, a NUL no pattern reads, a line break. */
const SEP = '\n\u0000\n';

/**
 * Whether the joined scan finds every form this cue matches. Inside a form a pattern reads what it
 * reads on the form alone; at the edges `^` and `$` (run with the m flag) and word edges see a
 * line break as they see the text's start or end, and a positive look-around can only accept more.
 * A negative look-around could refuse at an edge what it accepts on the form alone, if its body can
 * read the separator: such cues are checked form by form.
 */
function joinable(cue: CompiledCue): boolean {
  const src = cue.re.source;
  for (const m of src.matchAll(/\(\?<?!/g)) {
    let depth = 0;
    let j = m.index;
    let inClass = false;
    for (; j < src.length; j++) {
      const c = src[j];
      if (c === '\\') {
        j++;
        continue;
      }
      if (inClass) {
        if (c === ']') inClass = false;
        continue;
      }
      if (c === '[') inClass = true;
      else if (c === '(') depth++;
      else if (c === ')' && --depth === 0) break;
    }
    const body = src.slice(m.index, j + 1);
    // What could read a line break or a NUL: whitespace and negated classes, dot, control escapes.
    if (/\\[sSWDtnrvf0cpPxu]|\[\^|(?<!\\)\.|[\u0000-\u001f]/.test(body)) return false;
  }
  return true;
}

export interface Miss {
  id: string;
  /** What kept the cue from the text: its keywords, its word gate, or its precheck. */
  by: 'keywords' | 'gate' | 'precheck';
  form: string;
  match: string;
}

/** Every (cue, form) where the pattern matches and the prefilter would not have run the cue. */
export function prefilterMisses(h: LoadedHeuristics, set: FormSet): Miss[] {
  const cues = h.engine.cues;
  const prefilter = new Prefilter(cues);
  const forms = [...set.forms.keys()];
  const passed = forms.map((f) => new Set(prefilter.candidates(f)));
  const misses: Miss[] = [];
  const check = (i: number, k: number): void => {
    const cue = cues[i]!;
    const form = forms[k]!;
    if (form.length < cue.def.minLength) return;
    // The word gate (word-gate.ts) is a prefilter too, checked with the keywords.
    const byKeywords = !passed[k]!.has(i);
    if (!byKeywords && (cue.gate === null || cue.gate.holds(form))) return;
    if (cue.kinds && ![...set.forms.get(form)!].some((kind) => cue.kinds!.has(kind))) return;
    const r = cueMatch(cue, form, null);
    if (r) misses.push({ id: cue.def.id, by: byKeywords ? 'keywords' : 'gate', form, match: form.slice(r[0], r[1]) });
  };
  // A precheck is a prefilter too: where the patterns match without it, it must hold.
  const unchecked = new Map(cues.filter((c) => c.precheck !== null).map((c) => [c, { ...plainCue(c), precheck: null }]));
  const checkPrecheck = (i: number, k: number): void => {
    const cue = cues[i]!;
    const bare = unchecked.get(cue);
    if (!bare || precheckHolds(cue.precheck!, forms[k]!)) return;
    const r = cueMatch(bare, forms[k]!, null);
    if (r) misses.push({ id: cue.def.id, by: 'precheck', form: forms[k]!, match: forms[k]!.slice(r[0], r[1]) });
  };
  const starts: number[] = [];
  let pos = 0;
  for (const f of forms) {
    starts.push(pos);
    pos += f.length + SEP.length;
  }
  const joined = forms.join(SEP);
  /** The form a position of the joined text lies in (its end included), or -1 in a separator. */
  const formAt = (p: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= p) lo = mid;
      else hi = mid - 1;
    }
    return p <= starts[lo]! + forms[lo]!.length ? lo : -1;
  };
  cues.forEach((cue, i) => {
    if (!joinable(cue)) {
      for (let k = 0; k < forms.length; k++) {
        check(i, k);
        checkPrecheck(i, k);
      }
      return;
    }
    const re = new RegExp(cue.re.source, cue.re.flags.includes('m') ? cue.re.flags : `${cue.re.flags}m`);
    re.lastIndex = 0;
    for (;;) {
      const m = re.exec(joined);
      if (m === null) break;
      const k = formAt(m.index);
      if (k < 0) {
        re.lastIndex = m.index + 1;
        continue;
      }
      check(i, k);
      checkPrecheck(i, k);
      // The form is decided; the scan goes on at the next one.
      if (k + 1 >= starts.length) break;
      re.lastIndex = starts[k + 1]!;
    }
  });
  return misses;
}
