/**
 * bench/lock: does `scan --lock` cost more than a scan against the history? An unchanged scan of a
 * 100-tool manifest, side by side: against the lock (reading, checking and hashing the lock's
 * definitions again is part of its cost) and against the history's approved baseline. In process
 * through the real pipeline (`scanTargets`, the SQLite store, the shipped heuristics), timed from
 * opening the database to closing it; then the same through the built CLI (`scan --manifest`, with
 * and without `--lock`). Target: at most 1.1×.
 *
 *   node dist/bench/lock.js [--runs N] [--cli-runs N] [--tools N]   (defaults 21, 9, 100)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../src/history/index.js';
import { loadHeuristics } from '../src/heuristics/load.js';
import { scanTargets, type ScanOptions } from '../src/scan.js';
import { buildLock, lockServer, lockText } from '../src/lock/build.js';
import { parseLock } from '../src/lock/format.js';
import { checkLock } from '../src/lock/check.js';
import { CLI_DEFAULT_OPTIONS, fixedConnector, manifestTarget, rawManifest, scanId } from './lib/fake-connector.js';
import { CLI, expectExit, runTimed } from './lib/proc.js';
import { intFlag, interleave, median, ratioRow, report, type Row } from './lib/stats.js';
import { makeTools } from './lib/tools.js';

const TARGET_RATIO = 1.1;
const SERVER = 'bench';
const argv = process.argv.slice(2);
const TOOLS = makeTools(intFlag(argv, '--tools', 100), 5);
const RAW = rawManifest(TOOLS);
const heuristics = loadHeuristics();

async function scan(db: string, lockFile: string | null): Promise<number> {
  const started = process.hrtime.bigint();
  const store = openStore(db);
  try {
    let options: ScanOptions = CLI_DEFAULT_OPTIONS;
    if (lockFile !== null) {
      // What --lock adds: read, parse and check the lock (the scan then hashes its definitions again).
      const { readFileSync } = await import('node:fs');
      const lock = parseLock(readFileSync(lockFile, 'utf8'), lockFile);
      checkLock(lock, lockFile);
      options = { ...CLI_DEFAULT_OPTIONS, lock: { lock, file: lockFile } };
    }
    const r = await scanTargets([manifestTarget(SERVER)], options, {
      store, heuristics, connector: fixedConnector(RAW), now: () => new Date(), newScanId: scanId, host: hostname(), sensorVersion: 'bench',
    });
    if (r.servers[0]!.outcome !== 'unchanged' || r.records.length > 0) throw new Error(`expected a silent unchanged scan, got ${r.servers[0]!.outcome}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  } finally {
    store.close();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sentinel-lock-bench-'));
  try {
    const db = join(dir, 'history.db');
    const manifestFile = join(dir, 'tools.json');
    writeFileSync(manifestFile, JSON.stringify({ serverInfo: RAW.serverInfo, tools: TOOLS }));
    // The baseline: a first contact approved on first use, then its lock.
    await scanTargets([manifestTarget(SERVER)], CLI_DEFAULT_OPTIONS, {
      store: openStore(db), heuristics, connector: fixedConnector(RAW), now: () => new Date(), newScanId: scanId, host: hostname(), sensorVersion: 'bench',
    });
    const store = openStore(db);
    const state = store.serverState(SERVER);
    const v = store.loadVersion(SERVER, state.reference!.version);
    const lockFile = join(dir, 'mcp-lock.json');
    writeFileSync(lockFile, lockText(buildLock([lockServer({ id: SERVER, endpoint: null, serverName: v.serverName, serverVersion: v.serverVersion, manifestHash: v.manifestHash, alg: v.alg, approvedBy: 'bench', approvedAt: state.reference!.approvedAt, tools: v.tools, malformed: v.malformed })])));
    store.close();
    const rows: Row[] = [];

    const runs = intFlag(argv, '--runs', 21);
    process.stderr.write(`in process, unchanged scan of ${TOOLS.length} tools, ${runs} runs a side:\n`);
    const [locked, history] = await interleave([
      { label: '--lock', run: () => scan(db, lockFile) },
      { label: 'history', run: () => scan(db, null) },
    ], runs);
    rows.push(ratioRow('lock', `unchanged scan of ${TOOLS.length} tools in process: --lock vs the history's baseline`, median(locked!), median(history!), TARGET_RATIO, 1));

    const cliRuns = intFlag(argv, '--cli-runs', 9);
    process.stderr.write(`built CLI, scan --manifest, ${cliRuns} runs a side:\n`);
    const cli = (extra: string[]) => async () => {
      const r = await runTimed(process.execPath, [CLI, '--db', db, 'scan', '--manifest', manifestFile, '--name', SERVER, '--format', 'jsonl', ...extra]);
      expectExit(r, [0], 'scan');
      if (r.stdout !== '') throw new Error(`expected a silent scan, got ${r.stdout.slice(0, 200)}`);
      return r.ms;
    };
    const [cliLocked, cliHistory] = await interleave([
      { label: '--lock', run: cli(['--lock', lockFile]) },
      { label: 'history', run: cli([]) },
    ], cliRuns);
    rows.push(ratioRow('lock', `built CLI, unchanged \`scan --manifest\` of ${TOOLS.length} tools: --lock vs the history's baseline`, median(cliLocked!), median(cliHistory!), TARGET_RATIO));
    report(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
