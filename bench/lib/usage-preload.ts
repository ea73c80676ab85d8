/**
 * Preloaded with `node --import` into a process under measurement: at exit it writes that process's
 * peak RSS (kB) and CPU time (µs, user and system) to the file named by BENCH_USAGE_FILE.
 */
import { writeFileSync } from 'node:fs';

const out = process.env.BENCH_USAGE_FILE;
if (out) {
  delete process.env.BENCH_USAGE_FILE;
  process.on('exit', () => {
    const u = process.resourceUsage();
    writeFileSync(out, JSON.stringify({ maxRSS: u.maxRSS, user: u.userCPUTime, system: u.systemCPUTime }));
  });
}
