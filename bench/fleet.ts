/**
 * bench/fleet: one `scan --config` of N servers that each take about a second to start, at the
 * default concurrency, against the sum of N single `scan --name … -- …` runs of the same servers,
 * measured side by side in one run (the two alternate which goes first, round by round). Every
 * scan is the built CLI as a child process with a fresh database, as cron would run it.
 *
 * Usage: node dist/bench/fleet.js [--servers 40] [--delay 1000] [--rounds 3] [--json]
 * Prints the figures as Markdown (or JSON) and the shared result row; exits 1 when the ratio of
 * medians is above the target (25 %), like the other benches.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { SLOW_SERVER, fleetArgs, setupFleet, singleArgs, type FleetSetup } from './fleet-setup.js';
import { fleetMarkdown, type FleetResult, type FleetRound } from './fleet-markdown.js';
import { CLI, runTimed, type Exit } from './lib/proc.js';
import { fmt, intFlag, interleave, markdownRow, median, passes, TABLE_HEAD, type Row } from './lib/stats.js';

const require = createRequire(import.meta.url);
const TARGET = 0.25;
/** The CLI's default --concurrency (SPEC §2); the bench does not pass the flag. */
const DEFAULT_CONCURRENCY = 8;

function runCli(args: string[]): Promise<Exit> {
  return runTimed(process.execPath, [CLI, ...args], { env: { ...process.env, NO_COLOR: '1' } });
}

/** Servers with a successful scan in a history database: a fast bench that scanned nothing proves nothing. */
function scannedOk(db: string): number {
  const Database = require('better-sqlite3');
  const conn = new Database(db, { readonly: true, fileMustExist: true });
  try {
    return (conn.prepare("SELECT count(DISTINCT server_seq) AS n FROM scans WHERE outcome = 'ok'").get() as { n: number }).n;
  } finally {
    conn.close();
  }
}

function expectClean(what: string, run: Exit, db: string, servers: number): void {
  const ok = run.code === 0 ? scannedOk(db) : 0;
  if (run.code !== 0 || ok !== servers) {
    throw new Error(`${what}: exit ${run.code}, ${ok}/${servers} servers scanned\n${run.stderr}${run.stdout.slice(0, 2000)}`);
  }
}

async function fleetOnce(setup: FleetSetup, dir: string): Promise<number> {
  const db = join(dir, 'fleet.db');
  const run = await runCli(fleetArgs(db, setup.config));
  expectClean('fleet scan', run, db, setup.servers.length);
  return run.ms;
}

async function singlesOnce(setup: FleetSetup, dir: string, each: number[]): Promise<number> {
  let sum = 0;
  for (const server of setup.servers) {
    const db = join(dir, `${server.id}.db`);
    const run = await runCli(singleArgs(db, server));
    expectClean(`single scan of ${server.id}`, run, db, 1);
    each.push(run.ms);
    sum += run.ms;
  }
  return sum;
}

async function main(argv: string[]): Promise<number> {
  const servers = intFlag(argv, '--servers', 40);
  // 0 is allowed here (servers that start at once), which intFlag refuses.
  const delayMs = argv.includes('--delay') ? Number(argv[argv.indexOf('--delay') + 1]) : 1000;
  if (!Number.isInteger(delayMs) || delayMs < 0) throw new Error('--delay needs a whole number of ms');
  const roundCount = intFlag(argv, '--rounds', 3);
  if (!existsSync(SLOW_SERVER)) throw new Error(`${SLOW_SERVER} is missing: run the build (npx tsc -p tsconfig.json) first`);

  const setup = setupFleet(servers, delayMs);
  const singles: number[] = [];
  let runDirs = 0;
  const freshDir = (): string => {
    const dir = join(setup.dir, `run-${++runDirs}`);
    mkdirSync(dir);
    return dir;
  };
  let fleetTimes: number[];
  let singlesTimes: number[];
  try {
    // No warm-up round: one round is 40 single scans, and both sides start cold alike.
    [fleetTimes, singlesTimes] = await interleave(
      [
        { label: 'fleet ms', run: () => fleetOnce(setup, freshDir()) },
        { label: 'sum of singles ms', run: () => singlesOnce(setup, freshDir(), singles) },
      ],
      roundCount,
      0,
    );
  } finally {
    setup.cleanup();
  }
  // interleave rotates the order each round: fleet first in rounds 1, 3, …
  const rounds: FleetRound[] = fleetTimes.map((fleetMs, i) => ({ fleetMs, singlesSumMs: singlesTimes[i]!, first: i % 2 === 0 ? 'fleet' : 'singles' }));

  const medianFleetMs = median(rounds.map((r) => r.fleetMs));
  const medianSinglesSumMs = median(rounds.map((r) => r.singlesSumMs));
  const result: FleetResult = {
    servers,
    delayMs,
    concurrency: DEFAULT_CONCURRENCY,
    rounds,
    medianFleetMs,
    medianSinglesSumMs,
    medianSingleMs: median(singles),
    ratio: medianFleetMs / medianSinglesSumMs,
    target: TARGET,
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
  };
  const row: Row = {
    bench: 'fleet',
    what: `${servers} stdio servers (${delayMs} ms start-up each), one --config at the default concurrency / sum of single scans`,
    a: `${fmt(medianFleetMs / 1000, 2)} s`,
    b: `${fmt(medianSinglesSumMs / 1000, 2)} s`,
    value: result.ratio * 100,
    unit: '%',
    op: '<=',
    target: TARGET * 100,
  };
  if (argv.includes('--json')) process.stdout.write(JSON.stringify(result, null, 2) + '\n');
  else process.stdout.write(fleetMarkdown(result) + '\n' + TABLE_HEAD + '\n' + markdownRow(row) + '\n');
  return passes(row) ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    process.stderr.write(`bench/fleet: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
