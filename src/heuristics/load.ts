import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HeuristicsDataError } from './errors.js';
import { buildHeuristics, type LoadedHeuristics } from './build.js';
import { DEFAULT_HEURISTICS_DIR, readJson } from './files.js';

export { DEFAULT_HEURISTICS_DIR } from './files.js';

/** Reads the data files of heuristics/ and builds the engine (a scan holds it through lazy.ts). */

/**
 * The seal: the sha256 of every data file for the current heuristics_version (checked by the
 * tests, written by `npm run heuristics:seal`). Not data: the engine never reads it.
 */
export const SEAL_FILE = 'VERSIONS.json';

/** Every `*.json` of the folder (but the seal) and of its `cues/` subfolder, keyed by relative path. */
export function readHeuristicsFiles(dir: string = DEFAULT_HEURISTICS_DIR): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  let top: string[];
  try {
    top = readdirSync(dir);
  } catch (e) {
    throw new HeuristicsDataError(dir, null, `cannot read the heuristics folder: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  for (const f of top.filter((n) => n.endsWith('.json') && n !== SEAL_FILE).sort()) files[f] = readJson(dir, f);
  let cues: string[] = [];
  try {
    cues = readdirSync(join(dir, 'cues'));
  } catch {
    // parseHeuristicsData reports the missing cue files by name.
  }
  for (const f of cues.filter((n) => n.endsWith('.json')).sort()) files[`cues/${f}`] = readJson(dir, `cues/${f}`);
  return files;
}

let cached: LoadedHeuristics | null = null;

/** Loads, validates and compiles the heuristics (the default folder's result is cached). */
export function loadHeuristics(dir?: string): LoadedHeuristics {
  if (dir === undefined && cached) return cached;
  const h = buildHeuristics(readHeuristicsFiles(dir));
  if (dir === undefined) cached = h;
  return h;
}
