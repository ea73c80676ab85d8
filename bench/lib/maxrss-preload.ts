/**
 * Preloaded with `node --import` into a process under measurement: at exit it writes that process's
 * own peak resident set size (kB, `process.resourceUsage().maxRSS`, children not included) to the
 * file named by BENCH_MAXRSS_FILE, and with BENCH_CPU_FILE its CPU time (user + system, ms) to that
 * file. Nothing else changes in the process.
 */
import { writeFileSync } from 'node:fs';

const out = process.env.BENCH_MAXRSS_FILE;
const cpuOut = process.env.BENCH_CPU_FILE;
// The measured program must not pass them on to the servers it starts.
delete process.env.BENCH_MAXRSS_FILE;
delete process.env.BENCH_CPU_FILE;
if (out) process.on('exit', () => writeFileSync(out, String(process.resourceUsage().maxRSS)));
if (cpuOut) {
  process.on('exit', () => {
    const u = process.cpuUsage();
    writeFileSync(cpuOut, ((u.user + u.system) / 1000).toFixed(2));
  });
}
