/**
 * Renders the figures of README.md and bench/README.md from bench/results.json, between their
 * generated markers, so that no figure is copied by hand. `node dist/bench/figures.js` lists the
 * blocks that differ (exit 1 when one does); `--write` rewrites them. Benches update the results
 * file (`node dist/bench/corpus.js --record`, `node dist/bench/blind.js --record`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figureBlocks } from './lib/figures.js';
import { readBlock, writeBlock } from './lib/generated.js';
import { readResults } from './lib/results.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

try {
  const args = process.argv.slice(2);
  for (const a of args) if (a !== '--write') throw new Error(`unknown option ${a}`);
  let stale = 0;
  for (const { file, block, body } of figureBlocks(readResults())) {
    const path = join(ROOT, file);
    const text = readFileSync(path, 'utf8');
    if (readBlock(text, block) === `${body}\n`) continue;
    stale++;
    if (args.includes('--write')) writeFileSync(path, writeBlock(text, block, body));
    process.stdout.write(`${args.includes('--write') ? 'wrote' : 'differs'}: ${file} (${block})\n`);
  }
  if (stale > 0 && !args.includes('--write')) process.exitCode = 1;
} catch (err) {
  process.stderr.write(`figures: ${(err as Error).message}\n`);
  process.exitCode = 2;
}
