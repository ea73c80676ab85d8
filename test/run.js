#!/usr/bin/env node
// Runs every compiled test file (dist/test/**/*.test.js) with node's own test runner.
// Node 20 has no glob for --test, so the files are listed here. Extra arguments filter by substring.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'dist', 'test');

function walk(d) {
  return readdirSync(d).flatMap((name) => {
    const p = join(d, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.test.js') ? [p] : [];
  });
}

const filters = process.argv.slice(2);
const files = walk(dir)
  .filter((f) => filters.length === 0 || filters.some((s) => relative(root, f).includes(s)))
  .sort();
if (files.length === 0) {
  console.error('no test files found under dist/test (did the build run?)');
  process.exit(1);
}
// Tests that time single patterns against a millisecond bound run first, with the machine to
// themselves; the rest run two files at a time (servers, child processes, databases).
const timing = files.filter((f) => f.includes('heuristics.backtracking'));
const rest = files.filter((f) => !timing.includes(f));
let status = 0;
for (const [group, concurrency] of [[timing, 1], [rest, 2]]) {
  if (group.length === 0) continue;
  const r = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...group], { stdio: 'inherit', cwd: root });
  status = Math.max(status, r.status ?? 1);
}
process.exitCode = status;
