import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEAL_FILE } from '../../src/heuristics/load.js';

/** The heuristics folder of this checkout (this file compiles to dist/tools/heuristics/). */
export const HEURISTICS_DIR = fileURLToPath(new URL('../../../heuristics/', import.meta.url));

/**
 * The data files the engine loads, as relative paths in a stable order: every `*.json` of the
 * folder except the seal, and every `cues/*.json`. The same list the loader reads.
 */
export function dataFileNames(dir: string = HEURISTICS_DIR): string[] {
  const top = readdirSync(dir).filter((n) => n.endsWith('.json') && n !== SEAL_FILE).sort();
  let cues: string[] = [];
  try {
    cues = readdirSync(join(dir, 'cues')).filter((n) => n.endsWith('.json')).sort().map((n) => `cues/${n}`);
  } catch {
    // no cues folder: the loader names what is missing
  }
  return [...top, ...cues];
}

/** The text of every data file, keyed by relative path. */
export function readDataTexts(dir: string = HEURISTICS_DIR): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of dataFileNames(dir)) out[f] = readFileSync(join(dir, f), 'utf8');
  return out;
}
