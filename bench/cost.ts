/**
 * bench/cost: a scan costs what the work costs. Side by side in one run (rotating order, medians):
 *
 * - an unchanged rescan of server-memory (`scan -- node …server-memory`, the history already holds
 *   its manifest) against a bare SDK client that only connects, lists and closes: the sensor's own
 *   cost when nothing changed, where no heuristic has to run (target ≤ 1.15×);
 * - `scan --manifest` of a one-tool manifest, first contact (a fresh history each run: the content
 *   engine is loaded and judges the tool) and unchanged, against `--version` (target ≤ 2×);
 * - loading the heuristics (import + build from the shipped data) in a fresh process: wall time
 *   (target ≤ 100 ms), and the peak RSS of the first-contact manifest scan above `--version`'s
 *   (target ≤ 30 MB).
 *
 *   node dist/bench/cost.js [--runs N]      (default 11 runs per side, after 1 warm-up round)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI, ROOT, expectExit, runTimed } from './lib/proc.js';
import { fmt, intFlag, interleave, median, ratioRow, report, type Row } from './lib/stats.js';

const MEMORY = ['node', `${ROOT}node_modules/@modelcontextprotocol/server-memory/dist/index.js`];
const BARE = `${ROOT}dist/bench/servers/bare-client.js`;
const LOAD_ONCE = `${ROOT}dist/bench/lib/load-once.js`;
const PRELOAD = pathToFileURL(`${ROOT}dist/bench/lib/maxrss-preload.js`).href;
const ONE_TOOL = {
  serverInfo: { name: 'notes', version: '1.0.0' },
  tools: [
    {
      name: 'read_note',
      description: 'Reads one note by its id and returns its title and body.',
      inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The note id.' } }, required: ['id'] },
    },
  ],
};

async function main(argv: string[]): Promise<void> {
  const runs = intFlag(argv, '--runs', 11);
  const work = mkdtempSync(join(tmpdir(), 'sentinel-bench-cost-'));
  try {
    const manifest = join(work, 'one-tool.json');
    writeFileSync(manifest, JSON.stringify(ONE_TOOL));
    const memoryDb = join(work, 'memory.db');
    const manifestDb = join(work, 'manifest.db');
    const rescan = (db: string) => [CLI, '--db', db, '--format', 'jsonl', 'scan', '--name', 'server-memory', '--', ...MEMORY];
    const manifestScan = (db: string) => [CLI, '--db', db, '--format', 'jsonl', 'scan', '--name', 'notes', '--manifest', manifest];
    expectExit(await runTimed('node', rescan(memoryDb)), [0, 1], 'baseline scan of server-memory');
    expectExit(await runTimed('node', manifestScan(manifestDb)), [0], 'baseline manifest scan');

    let n = 0;
    // Peak RSS of the process itself (children not included), written at its exit by the preload.
    const peakOf = async (args: string[], ok: number[], what: string): Promise<{ ms: number; mb: number }> => {
      const file = join(work, `rss-${n++}`);
      const e = expectExit(await runTimed('node', ['--import', PRELOAD, ...args], { env: { ...process.env, BENCH_MAXRSS_FILE: file } }), ok, what);
      const mb = Number(readFileSync(file, 'utf8')) / 1024;
      rmSync(file);
      return { ms: e.ms, mb };
    };
    const rss: Record<'version' | 'first', number[]> = { version: [], first: [] };
    const loadCpu: number[] = [];
    process.stderr.write(`wall ms per run (${runs} runs each)\n`);
    const [bare, unchanged, version, first, manifestUnchanged, load] = await interleave(
      [
        { label: 'bare client', run: async () => expectExit(await runTimed('node', [BARE, ...MEMORY]), [0], 'bare client').ms },
        { label: 'rescan', run: async () => expectExit(await runTimed('node', rescan(memoryDb)), [0, 1], 'rescan').ms },
        {
          label: '--version',
          run: async () => {
            const r = await peakOf([CLI, '--version'], [0], '--version');
            rss.version.push(r.mb);
            return r.ms;
          },
        },
        {
          label: 'manifest first',
          run: async () => {
            const db = join(work, `fresh-${n++}.db`);
            try {
              const r = await peakOf(manifestScan(db), [0], 'manifest scan');
              rss.first.push(r.mb);
              return r.ms;
            } finally {
              for (const ext of ['', '-wal', '-shm']) rmSync(db + ext, { force: true });
            }
          },
        },
        { label: 'manifest unchanged', run: async () => expectExit(await runTimed('node', manifestScan(manifestDb)), [0], 'manifest rescan').ms },
        {
          label: 'load',
          run: async () => {
            const [wall, cpu] = expectExit(await runTimed('node', [LOAD_ONCE]), [0], 'load').stdout.trim().split(' ').map(Number);
            loadCpu.push(cpu!);
            return wall!;
          },
        },
      ],
      runs,
    );
    const mv = median(version!);
    const rssAbove = median(rss.first) - median(rss.version);
    const rows: Row[] = [
      ratioRow('cost', 'unchanged rescan of server-memory / bare SDK client (connect + list + close)', median(unchanged!), median(bare!), 1.15),
      ratioRow('cost', '`scan --manifest`, one tool, first contact / `--version`', median(first!), mv, 2),
      ratioRow('cost', '`scan --manifest`, one tool, unchanged / `--version`', median(manifestUnchanged!), mv, 2),
      {
        bench: 'cost',
        what: `heuristics load (import + build) in a fresh process, wall (CPU ${fmt(median(loadCpu), 0)} ms)`,
        a: `${fmt(median(load!), 0)} ms`,
        b: '–',
        value: median(load!),
        unit: 'ms',
        op: '<=',
        target: 100,
      },
      {
        bench: 'cost',
        what: 'peak RSS, `scan --manifest` first contact above `--version`',
        a: `${fmt(median(rss.first))} MB`,
        b: `${fmt(median(rss.version))} MB`,
        value: rssAbove,
        unit: 'MB',
        op: '<=',
        target: 30,
      },
    ];
    report(rows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main(process.argv.slice(2));
