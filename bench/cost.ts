/**
 * bench/cost: a scan costs what the work costs. Side by side in one run (rotating order, medians):
 *
 * - an unchanged rescan of server-memory (`scan -- node …server-memory`, the history already holds
 *   its manifest) against a bare SDK client that only connects, lists and closes: the sensor's own
 *   cost when nothing changed, where no heuristic has to run (target ≤ 1.15×);
 * - `scan --manifest` of a one-tool manifest, first contact (a fresh history each run: the content
 *   engine is loaded and judges the tool) and unchanged, against `--version` (target ≤ 2×);
 * - loading the heuristics as the built CLI does (load.js's modules run from the CLI's joined
 *   program, then the engine built from the shipped data, the prebuilt engine when it is current)
 *   in a fresh process (lib/load-once.ts): its CPU time (target ≤ 100 ms; wall time is printed too, but on a
 *   shared 2-core machine it measures the load average more than the work), that process's peak RSS
 *   above `--version`'s, and the peak RSS of the first-contact manifest scan above `--version`'s
 *   (targets ≤ 30 MB).
 *
 *   node dist/bench/cost.js [--runs N] [--against DIR]   (default 11 runs per side, after 1 warm-up round)
 *
 * `--against DIR`: another built checkout of the project (its bin/ and dist/), e.g. the commit before
 * a change. Its `--version` and manifest scans (first contact, unchanged) join the same rotation, so
 * a before/after comparison is measured side by side in one run rather than in two runs an hour apart.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  const againstAt = argv.indexOf('--against');
  const against = againstAt < 0 ? null : argv[againstAt + 1];
  if (against !== null && (against === undefined || !existsSync(join(against, 'bin', 'mcp-schema-sentinel.js')))) throw new Error('--against needs a built checkout of the project (a folder with bin/mcp-schema-sentinel.js)');
  const otherCli = against ? join(against, 'bin', 'mcp-schema-sentinel.js') : null;
  const work = mkdtempSync(join(tmpdir(), 'sentinel-bench-cost-'));
  try {
    const manifest = join(work, 'one-tool.json');
    writeFileSync(manifest, JSON.stringify(ONE_TOOL));
    const memoryDb = join(work, 'memory.db');
    const manifestDb = join(work, 'manifest.db');
    const rescan = (db: string) => [CLI, '--db', db, '--format', 'jsonl', 'scan', '--name', 'server-memory', '--', ...MEMORY];
    const manifestScan = (db: string, cli = CLI) => [cli, '--db', db, '--format', 'jsonl', 'scan', '--name', 'notes', '--manifest', manifest];
    const otherDb = join(work, 'manifest-against.db');
    if (otherCli) expectExit(await runTimed('node', manifestScan(otherDb, otherCli)), [0], 'baseline manifest scan (--against)');
    expectExit(await runTimed('node', rescan(memoryDb)), [0, 1], 'baseline scan of server-memory');
    expectExit(await runTimed('node', manifestScan(manifestDb)), [0], 'baseline manifest scan');

    let n = 0;
    // Peak RSS and CPU time of the process itself (children not included), written at its exit by the preload.
    const peakOf = async (args: string[], ok: number[], what: string): Promise<{ ms: number; mb: number; cpu: number; stdout: string }> => {
      const file = join(work, `rss-${n++}`);
      const env = { ...process.env, BENCH_MAXRSS_FILE: file, BENCH_CPU_FILE: `${file}.cpu` };
      const e = expectExit(await runTimed('node', ['--import', PRELOAD, ...args], { env }), ok, what);
      const mb = Number(readFileSync(file, 'utf8')) / 1024;
      const cpu = Number(readFileSync(`${file}.cpu`, 'utf8'));
      rmSync(file);
      rmSync(`${file}.cpu`);
      return { ms: e.ms, mb, cpu, stdout: e.stdout };
    };
    const rss: Record<'version' | 'first' | 'load', number[]> = { version: [], first: [], load: [] };
    const cpu: Record<'version' | 'first' | 'load' | 'otherFirst', number[]> = { version: [], first: [], load: [], otherFirst: [] };
    const otherSides = otherCli
      ? [
          { label: '--version (against)', run: async () => expectExit(await runTimed('node', [otherCli, '--version']), [0], '--version (against)').ms },
          {
            label: 'manifest first (against)',
            run: async () => {
              const db = join(work, `fresh-${n++}.db`);
              try {
                const r = await peakOf(manifestScan(db, otherCli), [0], 'manifest scan (against)');
                cpu.otherFirst.push(r.cpu);
                return r.ms;
              } finally {
                for (const ext of ['', '-wal', '-shm']) rmSync(db + ext, { force: true });
              }
            },
          },
          { label: 'manifest unchanged (against)', run: async () => expectExit(await runTimed('node', manifestScan(otherDb, otherCli)), [0], 'manifest rescan (against)').ms },
        ]
      : [];
    const loadCpu: number[] = [];
    const loadWall: number[] = [];
    process.stderr.write(`wall ms per run (${runs} runs each)\n`);
    const [bare, unchanged, version, first, manifestUnchanged, load, otherVersion, otherFirst, otherUnchanged] = await interleave(
      [
        { label: 'bare client', run: async () => expectExit(await runTimed('node', [BARE, ...MEMORY]), [0], 'bare client').ms },
        { label: 'rescan', run: async () => expectExit(await runTimed('node', rescan(memoryDb)), [0, 1], 'rescan').ms },
        {
          label: '--version',
          run: async () => {
            const r = await peakOf([CLI, '--version'], [0], '--version');
            rss.version.push(r.mb);
            cpu.version.push(r.cpu);
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
              cpu.first.push(r.cpu);
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
            const r = await peakOf([LOAD_ONCE], [0], 'load');
            const [wall, ownCpu] = r.stdout.trim().split(' ').map(Number);
            loadWall.push(wall!);
            loadCpu.push(ownCpu!);
            rss.load.push(r.mb);
            cpu.load.push(r.cpu);
            return r.ms;
          },
        },
        ...otherSides,
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
        what: `heuristics load (run from the CLI's joined program + build) in a fresh process, CPU time (wall ${fmt(median(loadWall), 0)} ms; whole process ${fmt(median(cpu.load), 0)} ms CPU, ${fmt(median(cpu.load) / median(cpu.version), 2)}× \`--version\`'s)`,
        a: `${fmt(median(loadCpu), 0)} ms`,
        b: `${fmt(median(cpu.version), 0)} ms`,
        value: median(loadCpu),
        unit: 'ms',
        op: '<=',
        target: 100,
      },
      {
        bench: 'cost',
        what: `peak RSS, a process that loads the heuristics above \`--version\` (${fmt(median(rss.load) / median(rss.version), 2)}×)`,
        a: `${fmt(median(rss.load))} MB`,
        b: `${fmt(median(rss.version))} MB`,
        value: median(rss.load) - median(rss.version),
        unit: 'MB',
        op: '<=',
        target: 30,
      },
      {
        bench: 'cost',
        what: `peak RSS, \`scan --manifest\` first contact above \`--version\` (CPU ${fmt(median(cpu.first), 0)} / ${fmt(median(cpu.version), 0)} ms)`,
        a: `${fmt(median(rss.first))} MB`,
        b: `${fmt(median(rss.version))} MB`,
        value: rssAbove,
        unit: 'MB',
        op: '<=',
        target: 30,
      },
    ];
    if (otherCli) {
      const ov = median(otherVersion!);
      rows.push(
        ratioRow('cost (against)', `\`scan --manifest\`, one tool, first contact / \`--version\`, the --against build (CPU ${fmt(median(cpu.otherFirst), 0)} ms against ${fmt(median(cpu.first), 0)} ms here)`, median(otherFirst!), ov, 2),
        ratioRow('cost (against)', '`scan --manifest`, one tool, unchanged / `--version`, the --against build', median(otherUnchanged!), ov, 2),
      );
    }
    report(rows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main(process.argv.slice(2));
