/**
 * Seals the heuristics data for its heuristics_version: writes heuristics/VERSIONS.json with the
 * version and sha256 of every data file. Refuses when heuristics_version was not bumped since the
 * last seal, or when a changed file kept its own version (see heuristics/README.md).
 *
 *   npm run heuristics:seal            (node dist/tools/heuristics/seal.js [heuristics-dir])
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HEURISTICS_DIR, readDataTexts } from './data-files.js';
import { SEAL_FILE, changedFiles, parseSeal, sealOf, sealRefusals, sealText } from './seal-lib.js';

function main(argv: string[]): number {
  const dir = argv.find((a) => !a.startsWith('--')) ?? HEURISTICS_DIR;
  const path = join(dir, SEAL_FILE);
  let now;
  let sealed;
  try {
    now = sealOf(readDataTexts(dir));
    sealed = parseSeal(existsSync(path) ? readFileSync(path, 'utf8') : null);
  } catch (e) {
    console.error(`heuristics:seal: ${(e as Error).message}`);
    return 2;
  }
  const refused = sealRefusals(now, sealed);
  if (refused.length > 0) {
    for (const r of refused) console.error(`heuristics:seal: ${r}`);
    return 1;
  }
  writeFileSync(path, sealText(now));
  const changed = sealed === null ? Object.keys(now.files).map((file) => ({ file, how: 'added' })) : changedFiles(now, sealed);
  console.log(`sealed heuristics ${now.heuristics_version} (${changed.map((c) => `${c.file} ${c.how}`).join(', ')})`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
