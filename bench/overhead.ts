/**
 * bench/overhead: what a `scan` costs over the protocol itself. Whole-process wall time of the built
 * CLI scanning a real npm stdio server (`--format jsonl`) against a bare SDK client process that only
 * connects, lists every tool and closes (bench/servers/bare-client.ts), on the same server, side by
 * side. Two scan cases: first contact (a fresh temporary database each run) and steady state (the
 * database already holds the baseline: an unchanged rescan). Target: ratio of medians <= 1.15.
 *
 *   node dist/bench/overhead.js [--runs N]      (default 15 runs per side, after 1 warm-up round)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, ROOT, expectExit, runTimed } from './lib/proc.js';
import { fmt, intFlag, interleave, median, ratioRow, report, type Row } from './lib/stats.js';

const SERVERS = [
  { id: 'server-everything', argv: ['node', `${ROOT}node_modules/@modelcontextprotocol/server-everything/dist/index.js`, 'stdio'] },
  { id: 'server-memory', argv: ['node', `${ROOT}node_modules/@modelcontextprotocol/server-memory/dist/index.js`] },
];
const TARGET = 1.15;
const BARE = `${ROOT}dist/bench/servers/bare-client.js`;

function scanArgs(db: string, server: { id: string; argv: string[] }): string[] {
  return [CLI, '--db', db, '--format', 'jsonl', 'scan', '--name', server.id, '--', ...server.argv];
}

/** Tool count the sensor stored for the server (to check that both sides saw the same manifest). */
async function storedToolCount(db: string, id: string): Promise<number> {
  const e = expectExit(await runTimed('node', [CLI, '--db', db, 'history', '--server', id]), [0], 'history');
  const rows = e.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  const last = rows.at(-1)!;
  return Number(last.toolCount ?? last.tools ?? NaN);
}

async function main(argv: string[]): Promise<void> {
  const runs = intFlag(argv, '--runs', 15);
  const work = mkdtempSync(join(tmpdir(), 'sentinel-bench-overhead-'));
  const rows: Row[] = [];
  try {
    for (const server of SERVERS) {
      process.stderr.write(`${server.id}: bare SDK client | scan, first contact | scan, steady state (${runs} runs each)\n`);
      const steadyDb = join(work, `${server.id}-steady.db`);
      expectExit(await runTimed('node', scanArgs(steadyDb, server)), [0, 1], 'baseline scan');
      const bare = expectExit(await runTimed('node', [BARE, ...server.argv]), [0], 'bare client');
      const seenBare = Number(bare.stdout.trim());
      const seenScan = await storedToolCount(steadyDb, server.id);
      if (seenBare !== seenScan) process.stderr.write(`  note: bare client saw ${seenBare} tools, the scan stored ${seenScan}\n`);
      let n = 0;
      const [b, first, steady] = await interleave(
        [
          { label: 'bare', run: async () => expectExit(await runTimed('node', [BARE, ...server.argv]), [0], 'bare client').ms },
          {
            label: 'first',
            run: async () => {
              const dir = mkdtempSync(join(work, 'db-'));
              try {
                return expectExit(await runTimed('node', scanArgs(join(dir, `h${n++}.db`), server)), [0, 1], 'scan').ms;
              } finally {
                rmSync(dir, { recursive: true, force: true });
              }
            },
          },
          { label: 'steady', run: async () => expectExit(await runTimed('node', scanArgs(steadyDb, server)), [0, 1], 'scan').ms },
        ],
        runs,
      );
      const mb = median(b!);
      for (const [what, xs] of [['first contact', first!], ['steady state', steady!]] as const) {
        const m = median(xs);
        // Per-round ratios (each scan against the bare run of its own round): less sensitive to load drift across rounds.
        const paired = median(xs.map((x, k) => x / b![k]!));
        rows.push(ratioRow('overhead', `${server.id} (${seenScan} tools), ${what}: scan / bare SDK client (median of per-round ratios ${fmt(paired, 2)}×)`, m, mb, TARGET));
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  report(rows);
}

await main(process.argv.slice(2));
