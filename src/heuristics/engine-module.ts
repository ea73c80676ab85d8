import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Where the content engine's code comes from when a scan first needs it. Its modules (load.js and
 * the thirteen it alone imports: the keyword index, the patterns, the scanners …) cost more to
 * import one by one than to run: each is resolved, read, compiled and linked on its own, ~2–3 ms
 * apiece, about half of what loading the engine cost. The build (tools/heuristics/bundle-engine.ts)
 * joins them into one module, `engine-bundle.js`, next to this one; the modules a scan has already
 * loaded (errors, the data checker, the catalogue parser, files) stay imports of it, so their
 * classes stay the same objects (`instanceof HeuristicsDataError` holds).
 *
 * The bundle is used only when it was made from exactly the modules of this build: it lists the
 * sha256 of each module it joined, and they are hashed again here (≈150 KB, no import). A
 * `tsc` run without the bundle step, or an edited module, falls back to the modules themselves.
 * The built CLI runs from its own joined program (tools/bundle-cli.ts), which holds load.js and
 * these modules already: there the bundle's import is made to fail, and the fallback takes them.
 */

export type EngineModule = typeof import('./load.js');

/** What the bundle exports besides load.js's exports: the hash of every module it joined. */
interface Bundle extends EngineModule {
  BUNDLED_MODULES: Record<string, string>;
}

export const BUNDLE_FILE = 'engine-bundle.js';

/** sha256 of a module's text, as the bundler records it. */
export function moduleHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Whether every module the bundle joined reads now as it did then (paths relative to this folder). */
function current(modules: Record<string, string>): boolean {
  const names = Object.keys(modules);
  if (names.length === 0) return false;
  for (const name of names) {
    let text: string;
    try {
      text = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
    } catch {
      return false;
    }
    if (moduleHash(text) !== modules[name]) return false;
  }
  return true;
}

let chosen: Promise<EngineModule> | null = null;

/** The engine's entry (load.js's exports): from the bundle when it is current, else load.js itself. */
export function engineModule(): Promise<EngineModule> {
  chosen ??= (async () => {
    try {
      const bundle = (await import(new URL(`./${BUNDLE_FILE}`, import.meta.url).href)) as Bundle;
      if (current(bundle.BUNDLED_MODULES)) return bundle;
    } catch {
      // No bundle in this build: the modules themselves.
    }
    return import('./load.js');
  })();
  return chosen;
}
