import type { Target } from '../../model.js';
import type { ScanOptions } from '../../scan.js';
import { UsageError } from '../errors.js';
import { durationMs, limitFlags, MAX_CONCURRENCY, positiveInt, severityFlag, type ScanTargetFlags } from '../parse.js';
import { directTargets, type TargetFlags } from '../targets.js';
import { type GlobalFlags } from '../context.js';
import { runScan } from '../run-scan.js';
import { readIgnoreFile } from '../ignore-file.js';
import { waitingSpools } from '../spools.js';

interface ScanFlags extends GlobalFlags, TargetFlags, ScanTargetFlags {
  failOn: string;
  repeat?: boolean;
  ignore?: string;
  remind: string;
  profile?: string;
  profiles?: string;
  lock?: string;
  lockKey?: string;
}

export async function scanCommand(command: string[], flags: ScanFlags): Promise<number> {
  const options: ScanOptions = {
    limits: limitFlags(flags),
    concurrency: positiveInt(flags.concurrency, '--concurrency', MAX_CONCURRENCY),
    alg: flags.hash,
    annotations: flags.annotations !== false,
    failOn: severityFlag(flags.failOn),
    repeat: flags.repeat === true,
    ignore: flags.ignore === undefined ? [] : readIgnoreFile(flags.ignore),
    remindMs: remindFlag(flags.remind),
    // Read, checked and verified before any server is started or anything is written.
    lock: await lockFlag(flags),
  };
  const targets: Target[] = directTargets(command, flags, process.env);
  if (flags.config || flags.discover) {
    const config = await import('../config-targets.js');
    targets.push(...(await config.configTargets({ file: flags.config, discover: flags.discover === true, only: flags.only, exclude: flags.exclude, verbose: flags.verbose === true, quiet: flags.quiet === true })));
  } else if (flags.only !== undefined || flags.exclude !== undefined) {
    throw new UsageError('--only and --exclude select among the servers of --config or --discover');
  }
  if (targets.length === 0 && !flags.discover) {
    throw new UsageError('scan needs a target: -- <command> [args...], --url <url>, --manifest <file>, --config <file> or --discover');
  }
  await applyProfiles(targets, options, flags);
  const seen = new Set<string>();
  for (const t of targets) {
    if (seen.has(t.id)) throw new UsageError(`two targets share the id ${JSON.stringify(t.id)}: give each its own --name`);
    seen.add(t.id);
  }
  const tapped = await ingestFirst(flags, options.failOn);
  return (await runScan(targets, options, flags)) | tapped;
}

/**
 * What the tap recorded since the last run is loaded before the scan compares, so that a split view
 * or a rug pull within a session shows up in this run's output. Returns ingest's part of the exit code.
 */
async function ingestFirst(flags: ScanFlags, failOn: ScanOptions['failOn']): Promise<number> {
  const files = waitingSpools(flags.db);
  if (files.length === 0) return 0;
  const ingest = await import('./ingest.js');
  const { lazyHeuristics } = await import('../../heuristics/lazy.js');
  const { clock, openHistory, outputFormat, useColor } = await import('../context.js');
  const { writeRecords } = await import('../output.js');
  const heuristics = lazyHeuristics();
  const store = await openHistory(flags);
  let result;
  try {
    result = await ingest.ingestWaiting(files, store, heuristics, clock()());
  } finally {
    store.close();
  }
  // One SARIF document per run: there the session records stay in the history (`events` shows them).
  if (result.records.length > 0 && outputFormat(flags) !== 'sarif') await writeRecords(result.records, { format: outputFormat(flags), color: useColor(flags), heuristics: heuristics.catalogue });
  for (const line of result.refused) process.stderr.write(`mcp-schema-sentinel: ${line}\n`);
  return ingest.ingestExit(result, failOn);
}

async function lockFlag(flags: ScanFlags) {
  if (flags.lock === undefined) {
    if (flags.lockKey !== undefined) throw new UsageError('--lock-key verifies a lock: give --lock <file> with it');
    return null;
  }
  const { loadLock } = await import('../lock-file.js');
  return loadLock(flags.lock, flags.lockKey);
}

/** `--remind 24h` → ms; `never` → null. Zero would remind on every scan: use --repeat for that. */
function remindFlag(value: string): number | null {
  if (value.trim() === 'never') return null;
  const ms = durationMs(value, '--remind');
  if (ms === 0) throw new UsageError('--remind must be a duration above zero (or never)');
  return ms;
}

/**
 * Who each live target is shown as: `--profile` for all, else the profile of the client whose
 * configuration named it, else the default. `--profiles` adds the identities each is also scanned
 * under. Names are checked before anything is scanned (an unknown one is a one-line error).
 */
async function applyProfiles(targets: Target[], options: ScanOptions, flags: ScanFlags): Promise<void> {
  const { loadProfiles, profileForClient, profileList, profileNamed } = await import('../../connect/profiles.js');
  const set = loadProfiles();
  if (flags.profile !== undefined) profileNamed(set, flags.profile.trim());
  if (flags.profiles !== undefined) options.profiles = profileList(set, flags.profiles);
  for (const t of targets) {
    if (t.kind !== 'stdio' && t.kind !== 'http') continue;
    t.profile = flags.profile !== undefined ? flags.profile.trim() : profileForClient(set, t.client);
  }
}
