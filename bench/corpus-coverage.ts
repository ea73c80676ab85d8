/**
 * Writes the coverage table of corpus/README.md (family × language × first contact / change)
 * from the scenario files. `node dist/bench/corpus-coverage.js` prints it; `--write` puts it
 * between the README's generated:coverage markers. The corpus test fails when the committed
 * table differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCorpus } from '../test/helpers/scenario.js';
import { coverageMarkdown } from './lib/corpus-coverage.js';
import { writeBlock } from './lib/generated.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

try {
  const args = process.argv.slice(2);
  for (const a of args) if (a !== '--write') throw new Error(`unknown option ${a}`);
  const table = coverageMarkdown(readCorpus(join(ROOT, 'corpus')));
  if (args.includes('--write')) {
    const readme = join(ROOT, 'corpus', 'README.md');
    writeFileSync(readme, writeBlock(readFileSync(readme, 'utf8'), 'coverage', table));
  } else process.stdout.write(`${table}\n`);
} catch (err) {
  process.stderr.write(`corpus-coverage: ${(err as Error).message}\n`);
  process.exitCode = 2;
}
