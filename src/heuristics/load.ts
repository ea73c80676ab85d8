import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HeuristicsDataError } from './errors.js';
import { buildHeuristics, LoadedHeuristics } from './build.js';
import { DEFAULT_HEURISTICS_DIR, parseText, readBytes, readText } from './files.js';
import { PREBUILT_FILE, readPrebuilt } from './prebuilt.js';

export { DEFAULT_HEURISTICS_DIR } from './files.js';

/** Reads the data files of heuristics/ and builds the engine (a scan holds it through lazy.ts). */

/**
 * The seal: the sha256 of every data file for the current heuristics_version (checked by the
 * tests, written by `npm run heuristics:seal`). Not data: the engine never reads it.
 */
export const SEAL_FILE = 'VERSIONS.json';

/** The relative paths of the data files: every `*.json` of the folder (but the seal) and of its `cues/` subfolder. */
function dataFiles(dir: string): string[] {
  let top: string[];
  try {
    top = readdirSync(dir);
  } catch (e) {
    throw new HeuristicsDataError(dir, null, `cannot read the heuristics folder: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let cues: string[] = [];
  try {
    cues = readdirSync(join(dir, 'cues'));
  } catch {
    // parseHeuristicsData reports the missing cue files by name.
  }
  return [...top.filter((n) => n.endsWith('.json') && n !== SEAL_FILE).sort(), ...cues.filter((n) => n.endsWith('.json')).sort().map((n) => `cues/${n}`)];
}

/** The text of every data file, keyed by relative path. */
export function readHeuristicsTexts(dir: string = DEFAULT_HEURISTICS_DIR): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const f of dataFiles(dir)) texts[f] = readText(dir, f);
  return texts;
}

/** The bytes of every data file, keyed by relative path: decoded only if the prebuilt engine cannot be used. */
function readHeuristicsBytes(dir: string = DEFAULT_HEURISTICS_DIR): Record<string, Buffer> {
  const bytes: Record<string, Buffer> = {};
  for (const f of dataFiles(dir)) bytes[f] = readBytes(dir, f);
  return bytes;
}

/** Every data file, parsed, keyed by relative path. */
export function readHeuristicsFiles(dir: string = DEFAULT_HEURISTICS_DIR): Record<string, unknown> {
  return parseTexts(readHeuristicsTexts(dir));
}

function parseTexts(texts: Record<string, string>): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const [f, text] of Object.entries(texts)) files[f] = parseText(f, text);
  return files;
}

let cached: LoadedHeuristics | null = null;

/**
 * Loads, validates and compiles the heuristics (the default folder's result is cached). When the
 * build's prebuilt engine (prebuilt.ts) was made from exactly these data files, it is used instead
 * of validating and compiling them again; `prebuilt: null` always builds from the data.
 */
export function loadHeuristics(dir?: string, prebuilt: string | null = PREBUILT_FILE): LoadedHeuristics {
  if (dir === undefined && prebuilt === PREBUILT_FILE && cached) return cached;
  const bytes = readHeuristicsBytes(dir);
  const pre = prebuilt === null ? null : readPrebuilt(prebuilt, bytes);
  const h = pre ? new LoadedHeuristics(pre.data, pre) : buildHeuristics(parseTexts(Object.fromEntries(Object.entries(bytes).map(([f, b]) => [f, b.toString('utf8')]))));
  if (dir === undefined && prebuilt === PREBUILT_FILE) cached = h;
  return h;
}
