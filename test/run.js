#!/usr/bin/env node
// Runs every compiled test file (dist/test/**/*.test.js) with node's own test runner, two files at
// a time. Node 20 has no glob for --test, so the files are listed here. Extra arguments filter by
// substring; `--fast` leaves out the files that start real servers or child processes and wait on
// their timeouts (the everyday loop: unit, data and corpus tests). No test asserts a time, so the
// order does not matter and a busy machine only makes the run longer.
import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'dist', 'test');

/** Files that start servers or child processes and wait on real timeouts: left out by --fast. */
const SLOW = [/^e2e\./, /^connect\.(http|stdio|manifest|real-servers)\./, /^history\.concurrency\./];

function walk(d) {
  return readdirSync(d).flatMap((name) => {
    const p = join(d, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.test.js') ? [p] : [];
  });
}

const args = process.argv.slice(2);
const fast = args.includes('--fast');
const filters = args.filter((a) => a !== '--fast');
const files = walk(dir)
  .filter((f) => filters.length === 0 || filters.some((s) => relative(root, f).includes(s)))
  .filter((f) => !fast || !SLOW.some((re) => re.test(basename(f))))
  .sort();
if (files.length === 0) {
  console.error('no test files found under dist/test (did the build run?)');
  process.exit(1);
}
const r = spawnSync(process.execPath, ['--test', '--test-concurrency=2', ...files], { stdio: 'inherit', cwd: root });
process.exitCode = r.status ?? 1;
