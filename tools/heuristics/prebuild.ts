/**
 * Writes the prebuilt engine (src/heuristics/prebuilt.ts) for the heuristics folder of this
 * checkout into dist/src/heuristics/, next to the loader that reads it. `npm run build` runs it
 * after tsc: the data is validated, every pattern compiled and checked, the keyword automaton built,
 * once here instead of in every scan that needs a content judgement.
 *
 *   node dist/tools/heuristics/prebuild.js [--check]
 *
 * `--check` writes nothing and exits 1 when the file is missing or was built from other data.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildHeuristics } from '../../src/heuristics/build.js';
import { Checker } from '../../src/heuristics/check.js';
import { readHeuristicsFiles, readHeuristicsTexts } from '../../src/heuristics/load.js';
import { cueSources, macroTable } from '../../src/heuristics/patterns.js';
import { matchHeads } from '../../src/heuristics/required-literals.js';
import { sourcesRequirement } from '../../src/heuristics/keyword-coverage.js';
import { gateOf } from '../../src/heuristics/word-gate.js';
import { PREBUILT_FILE, readPrebuilt, writePrebuilt, type PrebuiltEngine } from '../../src/heuristics/prebuilt.js';
import { HEURISTICS_DIR } from './data-files.js';

/** The prebuilt engine of `dir`'s data, from a full build (which validates and compiles everything). */
export function prebuild(dir: string = HEURISTICS_DIR): { texts: Record<string, string>; engine: PrebuiltEngine } {
  const texts = readHeuristicsTexts(dir);
  const h = buildHeuristics(readHeuristicsFiles(dir));
  const macros = macroTable(h.data.macros);
  const sources = h.data.cueFiles.flatMap((f) => f.cues.map((d) => cueSources(d, macros, new Checker(f.file, d.id))));
  // Where each pattern can start: seconds of analysis, once here rather than in every scan (match-heads.ts).
  // And the words every match holds (word-gate.ts), from the same analysis.
  const defs = h.data.cueFiles.flatMap((f) => f.cues);
  sources.forEach((s, i) => {
    const heads = matchHeads(s.re[0], s.re[1]);
    if (heads !== null) s.heads = heads;
    const gate = gateOf(sourcesRequirement(s, defs[i]!.bounded));
    if (gate !== null) s.gate = gate;
  });
  return { texts, engine: { data: h.data, cueSources: (i) => sources[i]!, prefilter: h.engine.prefilter.parts } };
}

function main(argv: string[]): number {
  try {
    const { texts, engine } = prebuild();
    if (argv.includes('--check')) {
      if (readPrebuilt(PREBUILT_FILE, texts) !== null) return 0;
      console.error(`heuristics:prebuild: ${PREBUILT_FILE} is missing or was built from other data: run npm run build`);
      return 1;
    }
    writeFileSync(PREBUILT_FILE, writePrebuilt(texts, engine));
    return 0;
  } catch (e) {
    console.error(`heuristics:prebuild: ${(e as Error).message}`);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
