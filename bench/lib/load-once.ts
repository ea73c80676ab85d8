/**
 * For bench/cost: loads the content engine as the built CLI does when a scan first needs a text
 * judged, once, in a fresh process, and prints the wall and CPU milliseconds that took:
 * `<wall> <cpu>`. The CLI's joined program (tools/bundle-cli.ts) is compiled from its code cache
 * and its entry run first, as every command does, outside the timing; what is timed is running
 * load.js and the modules it alone imports from that program (lazy.ts's `import('./load.js')`)
 * and building the engine from the shipped data.
 */
import type { loadHeuristics as LoadHeuristics } from '../../src/heuristics/load.js';
import { joinedImport } from '../../src/cli/code-cache.js';

await import('../../src/cli/program.js');
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const { loadHeuristics } = await joinedImport<{ loadHeuristics: typeof LoadHeuristics }>('heuristics/load.js');
loadHeuristics();
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`${wall.toFixed(2)} ${((cpu.user + cpu.system) / 1000).toFixed(2)}\n`);
