/**
 * For bench/cost: imports the heuristics modules and builds the engine from the shipped data, once,
 * in a fresh process (what a scan that needs a content judgement pays), and prints the wall and
 * CPU milliseconds that took: `<wall> <cpu>`.
 */
const cpu0 = process.cpuUsage();
const t0 = performance.now();
// As a scan loads it (lazy.ts): the build's one-module engine when it is current.
const { engineModule } = await import('../../src/heuristics/engine-module.js');
const { loadHeuristics } = await engineModule();
loadHeuristics();
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`${wall.toFixed(2)} ${((cpu.user + cpu.system) / 1000).toFixed(2)}\n`);
