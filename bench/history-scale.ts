/**
 * bench/history-scale: does a scan slow down as the history grows? An unchanged scan (and a first
 * contact of a new server) of a 20-tool manifest, in process through the real pipeline (`scanTargets`,
 * the SQLite store `openStore`, the shipped heuristics), timed from opening the database to closing
 * it, against a database holding 100,000 earlier scans and against one holding only the baseline.
 * Then the same through the built CLI (`scan --manifest`). Target: at most 1.1×. Also the bytes one
 * unchanged scan adds to the file (after `PRAGMA wal_checkpoint(TRUNCATE)`, mean of 1,000): under 2 KB.
 *
 * The 100,000 earlier scans are the exact write a real unchanged scan makes (captured from one run of
 * the pipeline), replayed with fresh scan ids and timestamps through `store.writeScan`, 1,000 per
 * transaction — the same rows and hash chain as 100,000 cron runs, in seconds instead of hours.
 *
 *   node dist/bench/history-scale.js [--runs N] [--cli-runs N] [--scans N]   (defaults 31, 9, 100000)
 */
import { accessSync, constants, copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { openStore } from '../src/history/index.js';
import type { ScanWrite, Store } from '../src/history/types.js';
import { loadHeuristics } from '../src/heuristics/load.js';
import { scanTargets } from '../src/scan.js';
import { CLI_DEFAULT_OPTIONS, fixedConnector, manifestTarget, rawManifest, scanId } from './lib/fake-connector.js';
import { CLI, expectExit, runTimed } from './lib/proc.js';
import { fmt, intFlag, interleave, median, ratioRow, report, type Row } from './lib/stats.js';
import { makeTools } from './lib/tools.js';

const TARGET_RATIO = 1.1;
const TARGET_BYTES = 2048;
const SERVER = 'bench';
const TOOLS = makeTools(20, 3);
const RAW = rawManifest(TOOLS);
const heuristics = loadHeuristics();

async function scan(path: string, id: string, store?: Store): Promise<{ ms: number; outcome: string }> {
  const started = process.hrtime.bigint();
  const s = store ?? openStore(path);
  try {
    const r = await scanTargets([manifestTarget(id)], CLI_DEFAULT_OPTIONS, {
      store: s,
      heuristics,
      connector: fixedConnector(RAW),
      now: () => new Date(),
      newScanId: scanId,
      host: hostname(),
      sensorVersion: 'bench',
    });
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, outcome: r.servers[0]!.outcome };
  } finally {
    if (!store) s.close();
  }
}

function expectOutcome(r: { ms: number; outcome: string }, outcome: string): number {
  if (r.outcome !== outcome) throw new Error(`expected a ${outcome} scan, got ${r.outcome}`);
  return r.ms;
}

/** The write of one real unchanged scan, taken from the pipeline itself. */
async function captureUnchangedWrite(path: string): Promise<ScanWrite> {
  const store = openStore(path);
  let captured: ScanWrite | null = null;
  const spy: Store = Object.create(store) as Store;
  spy.writeScan = (w) => {
    captured = w;
    return store.writeScan(w);
  };
  spy.transaction = (fn) => store.transaction(fn);
  try {
    expectOutcome(await scan(path, SERVER, spy), 'unchanged');
  } finally {
    store.close();
  }
  if (captured === null) throw new Error('the unchanged scan wrote nothing');
  return captured;
}

function checkpointedSize(path: string): number {
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  const db = new Database(path);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return statSync(path).size;
}

async function build(path: string, scans: number): Promise<void> {
  const started = Date.now();
  expectOutcome(await scan(path, SERVER), 'first_contact');
  const write = await captureUnchangedWrite(path);
  const store = openStore(path);
  try {
    let ts = Date.now() - (scans + 10) * 60_000; // one scan a minute, ending before now
    for (let done = 2; done < scans; ) {
      const batch = Math.min(1000, scans - done);
      store.transaction(() => {
        for (let i = 0; i < batch; i++) store.writeScan({ ...write, scanId: scanId(), ts: new Date((ts += 60_000)).toISOString() });
      });
      done += batch;
      if (done % 20_000 === 0) process.stderr.write(`  ${done} scans written\n`);
    }
  } finally {
    store.close();
  }
  const size = checkpointedSize(path);
  process.stderr.write(`  built ${scans} scans in ${((Date.now() - started) / 1000).toFixed(1)} s: ${(size / 1e6).toFixed(1)} MB (${fmt(size / scans, 0)} bytes a scan on average)\n`);
}

async function bytesPerUnchangedScan(path: string, n: number): Promise<number> {
  const before = checkpointedSize(path);
  const store = openStore(path);
  try {
    for (let i = 0; i < n; i++) expectOutcome(await scan(path, SERVER, store), 'unchanged');
  } finally {
    store.close();
  }
  return (checkpointedSize(path) - before) / n;
}

function shmDir(): string | null {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return null;
  }
}

async function main(argv: string[]): Promise<void> {
  const runs = intFlag(argv, '--runs', 31);
  const cliRuns = intFlag(argv, '--cli-runs', 9);
  const scans = intFlag(argv, '--scans', 100_000);
  // In process, the databases live in memory-backed /dev/shm when there is one: every commit fsyncs
  // (synchronous = FULL), a cost that does not depend on the history's size but that other programs'
  // disk traffic turns into milliseconds of noise on a ~2 ms scan. The CLI runs on copies on disk.
  const shm = shmDir();
  const mem = mkdtempSync(join(shm ?? tmpdir(), 'sentinel-bench-history-'));
  const work = mkdtempSync(join(tmpdir(), 'sentinel-bench-history-'));
  const big = join(mem, 'big.db');
  const small = join(mem, 'small.db');
  const rows: Row[] = [];
  try {
    process.stderr.write(`building a history of ${scans} scans of a ${TOOLS.length}-tool manifest\n`);
    await build(big, scans);
    expectOutcome(await scan(small, SERVER), 'first_contact');
    const verifyStarted = Date.now();
    const store = openStore(big, { readonly: true });
    const v = store.verify();
    store.close();
    process.stderr.write(`  verify on the big history: ${v.ok ? 'intact' : 'BROKEN'}, ${v.records} records, ${((Date.now() - verifyStarted) / 1000).toFixed(1)} s\n`);
    if (!v.ok) throw new Error(`the built history does not verify: ${JSON.stringify(v)}`);

    process.stderr.write(`databases in ${shm ?? tmpdir()} for the in-process runs, copies in ${tmpdir()} for the CLI\n`);
    process.stderr.write(`in process, open → scanTargets → close (${runs} runs each), and its parts: open + close alone, scan on an open store\n`);
    let n = 0;
    const openBig = openStore(big);
    const openSmall = openStore(small);
    const openClose = (path: string) => async () => {
      const started = process.hrtime.bigint();
      openStore(path).close();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const sides = await interleave(
      [
        { label: `unchanged@${scans}`, run: async () => expectOutcome(await scan(big, SERVER), 'unchanged') },
        { label: 'unchanged@1', run: async () => expectOutcome(await scan(small, SERVER), 'unchanged') },
        { label: `first@${scans}`, run: async () => expectOutcome(await scan(big, `new-${n++}`), 'first_contact') },
        { label: 'first@1', run: async () => expectOutcome(await scan(small, `new-${n++}`), 'first_contact') },
        { label: `open@${scans}`, run: openClose(big) },
        { label: 'open@1', run: openClose(small) },
        { label: `warm@${scans}`, run: async () => expectOutcome(await scan(big, SERVER, openBig), 'unchanged') },
        { label: 'warm@1', run: async () => expectOutcome(await scan(small, SERVER, openSmall), 'unchanged') },
      ],
      runs,
      2,
    );
    openBig.close();
    openSmall.close();
    const [bigUnchanged, smallUnchanged, bigFirst, smallFirst, bigOpen, smallOpen, bigWarm, smallWarm] = sides.map((xs) => median(xs));
    // The per-round ratio is shown too, and the parts (open + close, the scan on an already open store).
    const paired = (a: number[], b: number[]) => fmt(median(a.map((x, k) => x / b[k]!)), 2);
    const parts = `; parts: open + close ${fmt(bigOpen!, 2)} / ${fmt(smallOpen!, 2)} ms, the scan on an open store ${fmt(bigWarm!, 2)} / ${fmt(smallWarm!, 2)} ms (per-round ${paired(sides[6]!, sides[7]!)}×)`;
    for (const [what, ma, mb, k, extra] of [
      ['unchanged scan', bigUnchanged!, smallUnchanged!, 0, parts],
      ['first contact of a new server', bigFirst!, smallFirst!, 2, ''],
    ] as const) {
      rows.push(
        ratioRow(
          'history-scale',
          `in process${shm ? ' (databases in /dev/shm)' : ''}, ${what}: ${scans} earlier scans / baseline only (median of per-round ratios ${paired(sides[k]!, sides[k + 1]!)}×)${extra}`,
          ma,
          mb,
          TARGET_RATIO,
          2,
        ),
      );
    }

    const bigDisk = join(work, 'big.db');
    const smallDisk = join(work, 'small.db');
    copyFileSync(big, bigDisk);
    copyFileSync(small, smallDisk);
    const file = join(work, 'manifest.json');
    writeFileSync(file, JSON.stringify({ serverInfo: RAW.serverInfo, tools: TOOLS }));
    const cli = (db: string) => async () =>
      expectExit(await runTimed('node', [CLI, '--db', db, '--format', 'jsonl', 'scan', '--manifest', file, '--name', 'cli']), [0], 'scan').ms;
    expectExit(await runTimed('node', [CLI, '--db', bigDisk, 'scan', '--manifest', file, '--name', 'cli']), [0, 1], 'scan');
    expectExit(await runTimed('node', [CLI, '--db', smallDisk, 'scan', '--manifest', file, '--name', 'cli']), [0, 1], 'scan');
    process.stderr.write(`built CLI, unchanged \`scan --manifest\`, whole process (${cliRuns} runs each)\n`);
    const [cliBig, cliSmall] = await interleave([{ label: `cli@${scans}`, run: cli(bigDisk) }, { label: 'cli@1', run: cli(smallDisk) }], cliRuns);
    const ca = median(cliBig!);
    const cb = median(cliSmall!);
    rows.push(ratioRow('history-scale', `CLI, unchanged scan: ${scans} earlier scans / baseline only`, ca, cb, TARGET_RATIO));

    process.stderr.write('bytes added by 1,000 unchanged scans (real pipeline, one transaction each)\n');
    const perScan = await bytesPerUnchangedScan(big, 1000);
    rows.push({ bench: 'history-scale', what: `file growth per unchanged scan (mean of 1,000, at ${scans} scans)`, a: `${fmt(perScan, 0)} B`, b: '–', value: perScan / 1024, unit: 'KB', op: '<', target: TARGET_BYTES / 1024 });
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(mem, { recursive: true, force: true });
  }
  report(rows);
}

await main(process.argv.slice(2));
