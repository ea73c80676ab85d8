import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HeuristicsDataError } from './errors.js';
import { parseDataText } from './data-text.js';

/**
 * Where the data files are, and how one is read: shared by the loader of the whole engine
 * (load.ts) and the catalogue a scan reads before it knows whether it needs the engine (lazy.ts).
 * The default folder is the one shipped with the package: this file compiles to
 * dist/src/heuristics/files.js.
 */
export const DEFAULT_HEURISTICS_DIR = fileURLToPath(new URL('../../../heuristics/', import.meta.url));

/** One data file's bytes; a clear error naming it when it cannot be read. */
export function readBytes(dir: string, rel: string): Buffer {
  try {
    return readFileSync(join(dir, rel));
  } catch (e) {
    throw new HeuristicsDataError(rel, null, `cannot read ${join(dir, rel)}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** One data file's text; a clear error naming it when it cannot be read. */
export function readText(dir: string, rel: string): string {
  return readBytes(dir, rel).toString('utf8');
}

/** One data file's text, parsed; a clear error naming it when it is not JSON. */
export function parseText(rel: string, text: string): unknown {
  try {
    return parseDataText(text);
  } catch (e) {
    throw new HeuristicsDataError(rel, null, `not valid JSON: ${(e as Error).message}`);
  }
}

/** One data file, parsed; a clear error naming it when it cannot be read or is not JSON. */
export function readJson(dir: string, rel: string): unknown {
  return parseText(rel, readText(dir, rel));
}
