/**
 * bench/memory: peak resident memory of the built CLI scanning a 5,000-tool stdio server (the bundled
 * manifest server, dist/src/demo/manifest-server.js, serving generated tools of ~400-byte descriptions
 * with a few parameters each): first contact (fresh database), a rescan with one changed tool, and an
 * unchanged rescan. Peak RSS of the CLI process itself (`process.resourceUsage().maxRSS` at exit, via a
 * preloaded module), and of the process tree including the server (`/usr/bin/time -v`) for reference.
 * Target: under 200 MB (judged on the largest peak of all runs, not the median).
 *
 *   node dist/bench/memory.js [--runs N] [--tools N]     (defaults 5 and 5000)
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI, ROOT, expectExit, runTimed } from './lib/proc.js';
import { fmt, intFlag, interleave, median, report, type Row } from './lib/stats.js';
import { makeTools } from './lib/tools.js';

const TARGET_MB = 200;
const SERVER = `${ROOT}dist/src/demo/manifest-server.js`;
const PRELOAD = pathToFileURL(`${ROOT}dist/bench/lib/maxrss-preload.js`).href;

async function main(argv: string[]): Promise<void> {
  const runs = intFlag(argv, '--runs', 5);
  const count = intFlag(argv, '--tools', 5000);
  const work = mkdtempSync(join(tmpdir(), 'sentinel-bench-memory-'));
  const rows: Row[] = [];
  try {
    // One to three parameters a tool: 5,000 tools of two to five (about 52 JSON values each) pass
    // the 250,000 values a server may send (src/connect/nesting.ts) and are refused as oversize.
    const tools = makeTools(count, 11, 400, [1, 3]);
    const original = JSON.stringify({ serverInfo: { name: 'big-server', version: '3.0.0' }, tools });
    const edited = structuredClone(tools);
    edited[count >> 1]!.description += ' For more than a thousand items, prefer the export tool, which streams the results.';
    const changed = JSON.stringify({ serverInfo: { name: 'big-server', version: '3.0.1' }, tools: edited });
    const served = join(work, 'served.json');
    process.stderr.write(`${count} tools, ${(original.length / 1e6).toFixed(1)} MB of manifest JSON\n`);

    let n = 0;
    const scan = async (db: string, manifest: string): Promise<{ self: number; tree: number; ms: number }> => {
      writeFileSync(served, manifest);
      const rssFile = join(work, `rss-${n++}`);
      const e = expectExit(
        await runTimed('node', ['--import', PRELOAD, CLI, '--db', db, '--format', 'jsonl', 'scan', '--name', 'big', '--', 'node', SERVER, served], {
          peak: true,
          env: { ...process.env, BENCH_MAXRSS_FILE: rssFile },
        }),
        [0, 1],
        'scan',
      );
      const self = Number(readFileSync(rssFile, 'utf8')) / 1024;
      rmSync(rssFile);
      return { self, tree: e.peakMb ?? NaN, ms: e.ms };
    };

    const base = join(work, 'base.db');
    await scan(base, original);
    const copyOf = (src: string): string => {
      const dst = join(work, `db-${n++}.db`);
      for (const ext of ['', '-wal', '-shm']) if (existsSync(src + ext)) copyFileSync(src + ext, dst + ext);
      return dst;
    };
    const results: Record<string, Array<{ self: number; tree: number; ms: number }>> = { first: [], change: [], unchanged: [] };
    const side = (key: string, label: string, run: () => Promise<{ self: number; tree: number; ms: number }>) => ({
      label,
      run: async () => {
        const r = await run();
        results[key]!.push(r);
        return r.self;
      },
    });
    process.stderr.write(`peak RSS of the CLI in MB (${runs} runs each)\n`);
    await interleave(
      [
        side('first', 'first contact', () => scan(join(work, `fresh-${n++}.db`), original)),
        side('change', 'one change', () => scan(copyOf(base), changed)),
        side('unchanged', 'unchanged', () => scan(copyOf(base), original)),
      ],
      runs,
      0,
    );
    for (const [key, what] of [['first', 'first contact'], ['change', 'rescan, one tool changed'], ['unchanged', 'rescan, unchanged']] as const) {
      const list = results[key]!;
      const self = list.map((r) => r.self);
      const tree = list.map((r) => r.tree);
      const max = Math.max(...self);
      rows.push({
        bench: 'memory',
        what: `${count}-tool stdio server, ${what}: peak RSS of the CLI (median / max; process tree max ${fmt(Math.max(...tree), 0)} MB; wall ${fmt(median(list.map((r) => r.ms)) / 1000, 1)} s)`,
        a: `${fmt(median(self), 0)} MB`,
        b: `${fmt(max, 0)} MB`,
        value: max,
        unit: 'MB',
        op: '<',
        target: TARGET_MB,
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  report(rows);
}

await main(process.argv.slice(2));
