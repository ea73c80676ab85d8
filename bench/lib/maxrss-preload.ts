/**
 * Preloaded with `node --import` into a process under measurement: at exit it writes that process's
 * own peak resident set size (kB, `process.resourceUsage().maxRSS`, children not included) to the
 * file named by BENCH_MAXRSS_FILE. Nothing else changes in the process.
 */
import { writeFileSync } from 'node:fs';

const out = process.env.BENCH_MAXRSS_FILE;
if (out) {
  // The measured program must not pass it on to the servers it starts.
  delete process.env.BENCH_MAXRSS_FILE;
  process.on('exit', () => writeFileSync(out, String(process.resourceUsage().maxRSS)));
}
