/**
 * Rewrites every pattern longer than LONG characters as a list of pieces, one per line, indented
 * by nesting depth (see heuristics/README.md, "Long patterns"). Text-level: everything else in the
 * file (comments, pieces written by hand, order, spacing) is kept. The engine joins the pieces, so
 * the loaded data must be identical: this is checked before anything is written.
 *
 *   node dist/tools/heuristics/readable.js [--check] [heuristics-dir]
 *
 * --check writes nothing and exits 1 when a pattern would be rewritten (for a review or CI step).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parseDataText } from '../../src/heuristics/data-text.js';
import { parseHeuristicsData } from '../../src/heuristics/parse-data.js';
import { HEURISTICS_DIR, readDataTexts } from './data-files.js';
import { splitPattern } from './split-pattern.js';

const LONG = 120;
const PIECE = 96;

/** Keys whose string value is a pattern, per file ('*': every file). */
function isPatternKey(file: string, key: string): boolean {
  return key === 'pattern' || (file === 'context.json' && (key === 'before' || key === 'after'));
}
const PATTERN_LISTS = new Set(['sentence', 'unless']);

const KEY_LINE = /^(\s*)"([A-Za-z]+)": ("(?:[^"\\]|\\.)*")(,?)$/;
const ITEM_LINE = /^(\s*)("(?:[^"\\]|\\.)*")(,?)$/;

function piecesBlock(indent: string, head: string, literal: string, comma: string): string[] | null {
  const value = JSON.parse(literal) as string;
  if (value.length <= LONG) return null;
  const pieces = splitPattern(value, PIECE);
  if (pieces.length < 2) return null;
  const lines = [`${indent}${head}[`];
  pieces.forEach((p, i) => lines.push(`${indent}  ${'  '.repeat(p.depth)}${JSON.stringify(p.text)}${i < pieces.length - 1 ? ',' : ''}`));
  lines.push(`${indent}]${comma}`);
  return lines;
}

export function makeReadable(file: string, text: string): string {
  const out: string[] = [];
  // The keys of the open arrays and objects, innermost last ('{' for an object).
  const open: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const key = KEY_LINE.exec(line);
    if (key && isPatternKey(file, key[2]!)) {
      const block = piecesBlock(key[1]!, `"${key[2]}": `, key[3]!, key[4]!);
      if (block) {
        out.push(...block);
        continue;
      }
    }
    const item = ITEM_LINE.exec(line);
    if (item && PATTERN_LISTS.has(open[open.length - 1] ?? '')) {
      const block = piecesBlock(item[1]!, '', item[2]!, item[3]!);
      if (block) {
        out.push(...block);
        continue;
      }
    }
    if (!trimmed.startsWith('//')) {
      if (/^[\]}]/.test(trimmed)) open.pop();
      if (trimmed.endsWith('[')) open.push(/^"([A-Za-z]+)":/.exec(trimmed)?.[1] ?? '');
      else if (trimmed.endsWith('{')) open.push('{');
    }
    out.push(line);
  }
  return out.join('\n');
}

function loaded(texts: Record<string, string>): unknown {
  const files: Record<string, unknown> = {};
  for (const [f, t] of Object.entries(texts)) files[f] = parseDataText(t);
  return parseHeuristicsData(files);
}

function main(argv: string[]): number {
  const check = argv.includes('--check');
  const dir = argv.find((a) => !a.startsWith('--')) ?? HEURISTICS_DIR;
  const before = readDataTexts(dir);
  const after: Record<string, string> = {};
  for (const [f, t] of Object.entries(before)) after[f] = makeReadable(f, t);
  const changed = Object.keys(before).filter((f) => before[f] !== after[f]);
  if (!isDeepStrictEqual(loaded(before), loaded(after))) {
    console.error('refused: the rewritten files would load differently');
    return 2;
  }
  if (check) {
    for (const f of changed) console.log(`heuristics/${f} has patterns longer than ${LONG} characters on one line`);
    return changed.length > 0 ? 1 : 0;
  }
  for (const f of changed) writeFileSync(join(dir, f), after[f]!);
  console.log(changed.length === 0 ? 'nothing to rewrite' : `rewrote ${changed.map((f) => `heuristics/${f}`).join(', ')} (loaded data identical)`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
