/**
 * `npm run golden:update`: rewrites test/golden/ from real pipeline runs (test/helpers/golden.ts).
 * Review `git diff test/golden` before committing: it is what an operator will see.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadHeuristics } from '../../src/heuristics/load.js';
import { FORMATS, GOLDEN_CASES, goldenFile, runGolden } from './golden.js';
import { INVENTORY_FORMATS, inventoryGoldenFile, runInventoryGolden } from './inventory-golden.js';

const h = loadHeuristics();
let changed = 0;
for (const c of GOLDEN_CASES) {
  const run = await runGolden(c, h);
  for (const format of FORMATS) {
    const url = goldenFile(c, format);
    let old: string | null = null;
    try {
      old = readFileSync(url, 'utf8');
    } catch {
      old = null;
    }
    if (old === run.files[format]) continue;
    writeFileSync(url, run.files[format]);
    changed++;
    console.log(`${old === null ? 'wrote' : 'updated'} test/golden/${c.name}.${format}`);
  }
}
console.log(`${changed} golden file${changed === 1 ? '' : 's'} changed`);

// inventory (test/helpers/inventory-golden.ts)
const inv = await runInventoryGolden();
for (const format of INVENTORY_FORMATS) {
  const url = inventoryGoldenFile(format);
  let old: string | null = null;
  try {
    old = readFileSync(url, 'utf8');
  } catch {
    old = null;
  }
  if (old === inv.files[format]) continue;
  writeFileSync(url, inv.files[format]);
  console.log(`${old === null ? 'wrote' : 'updated'} test/golden/inventory.${format}`);
}
