/**
 * `lock`: write the history's approved baselines as a reviewed lockfile (and sign it);
 * `lock --check`: compare live or `--manifest` servers with a lock, for CI; `lock keygen`.
 * The lock itself (format, checks, signature, comparison) lives in src/lock/, which does no I/O.
 */
import { existsSync, writeFileSync } from 'node:fs';
import type { Target } from '../../model.js';
import type { Store } from '../../history/types.js';
import { DEFAULT_SCAN_OPTIONS, type ScanOptions } from '../../scan.js';
import { UsageError } from '../errors.js';
import { openHistory, type GlobalFlags } from '../context.js';
import { limitFlags, MAX_CONCURRENCY, positiveInt, type ScanTargetFlags } from '../parse.js';
import { directTargets, type TargetFlags } from '../targets.js';
import { buildLock, canonicalBytes, lockServer, lockText, entryText } from '../../lock/build.js';
import type { Lock, LockServer } from '../../lock/format.js';
import { checkLock } from '../../lock/check.js';
import { generateLockKeys, privateKeyOf, signLock } from '../../lock/sign.js';
import { LockError } from '../../lock/errors.js';
import { loadLock, readText, shownPath, signatureFile, writeWhole } from '../lock-file.js';

export const DEFAULT_LOCK_FILE = 'mcp-lock.json';

interface LockFlags extends GlobalFlags, TargetFlags, ScanTargetFlags {
  server?: string;
  out: string;
  update?: boolean;
  sign?: string;
  asIs?: boolean;
  check?: string;
  lockKey?: string;
}

function say(flags: GlobalFlags, line: string): void {
  if (!flags.quiet) process.stderr.write(`mcp-schema-sentinel: ${line}\n`);
}

const ids = (list: string) => list.split(',').map((s) => s.trim()).filter(Boolean);

export async function lockCommand(command: string[], flags: LockFlags): Promise<number> {
  if (flags.check !== undefined) return checkCommand(command, flags.check, flags);
  if (command.length > 0 || flags.manifest || flags.url || flags.config || flags.discover) {
    throw new UsageError('targets (-- <command>, --url, --manifest, --config, --discover) go with lock --check <file>');
  }
  if (flags.lockKey !== undefined) throw new UsageError('--lock-key goes with lock --check (scan --lock takes it too)');
  if (flags.asIs) {
    if (flags.sign === undefined) throw new UsageError('--as-is signs the lock at --out as it is: give --sign <private key>');
    if (flags.update || flags.server) throw new UsageError('--as-is signs the lock at --out unchanged: leave out --update and --server');
    const { lock } = loadLock(flags.out);
    writeSignature(flags.out, lock, flags.sign, flags);
    return 0;
  }
  // The key is read before the history, so that a wrong key path writes nothing.
  const key = flags.sign !== undefined ? privateKeyOf(readText(flags.sign, '--sign key'), `--sign ${shownPath(flags.sign)}`) : null;
  const previous = flags.update ? loadLock(flags.out).lock : null;
  const store = await openHistory(flags, { readonly: true });
  let lock: Lock;
  try {
    lock = regenerate(store, previous, flags);
  } finally {
    store.close();
  }
  checkLock(lock, shownPath(flags.out));
  writeWhole(flags.out, lockText(lock));
  const sig = signatureFile(flags.out);
  if (key) writeSignature(flags.out, lock, flags.sign!, flags);
  else if (existsSync(sig)) say(flags, `${shownPath(sig)} was made for the previous lock and no longer verifies: sign again (lock --sign <key> --as-is)`);
  say(flags, `wrote ${shownPath(flags.out)}: ${lock.servers.length} server${lock.servers.length === 1 ? '' : 's'}; review it and commit it`);
  return 0;
}

function writeSignature(lockFile: string, lock: Lock, keyFile: string, flags: GlobalFlags): void {
  const key = privateKeyOf(readText(keyFile, '--sign key'), `--sign ${shownPath(keyFile)}`);
  const sig = signLock(canonicalBytes(lock), key);
  writeWhole(signatureFile(lockFile), `${JSON.stringify(sig, null, 2)}\n`);
  say(flags, `signed ${shownPath(lockFile)} → ${shownPath(signatureFile(lockFile))} (key ${sig.key_id.slice(0, 23)}…)`);
}

/**
 * The approved baselines of the history as lock entries. With a previous lock (--update) only its
 * servers (and --server ones) are regenerated; the others keep their entries, and so does a server
 * whose approved manifest is still the one locked (who approved it and when stay as reviewed).
 */
function regenerate(store: Store, previous: Lock | null, flags: LockFlags): Lock {
  const known = new Set(store.servers());
  const named = flags.server !== undefined ? ids(flags.server) : null;
  if (named) for (const id of named) if (!known.has(id)) throw new UsageError(`--server ${JSON.stringify(id)}: no such server in the history`);
  const old = new Map((previous?.servers ?? []).map((s) => [s.id, s]));
  const wanted = named ?? (previous ? [...old.keys()].filter((id) => known.has(id)) : [...known]);
  const entries = new Map<string, LockServer>(previous ? old : []);
  for (const id of wanted) {
    const entry = approvedEntry(store, id);
    if (entry === null) {
      say(flags, `server ${JSON.stringify(id)} has no approved baseline in the history: ${old.has(id) ? 'its lock entry is kept' : 'left out'} (approve it first)`);
      continue;
    }
    const before = old.get(id);
    entries.set(id, before && before.manifest_hash === entry.manifest_hash ? before : entry);
  }
  if (entries.size === 0) throw new UsageError('no approved baseline to lock: scan and approve servers first');
  return buildLock([...entries.values()]);
}

/** The lock entry of a server's latest approved version, or null when none is approved. */
export function approvedEntry(store: Store, id: string): LockServer | null {
  const state = store.serverState(id);
  const ref = state.reference;
  if (!state.anyApproved || ref === null) return null;
  const v = store.loadVersion(id, ref.version);
  return lockServer({
    id,
    endpoint: state.lastScan?.endpoint ?? null,
    serverName: v.serverName,
    serverVersion: v.serverVersion,
    manifestHash: v.manifestHash,
    alg: v.alg,
    approvedBy: ref.approvedBy,
    approvedAt: ref.approvedAt,
    tools: v.tools,
    malformed: v.malformed,
    items: v.items,
    malformedItems: v.malformedItems,
    unavailable: v.unavailable,
  });
}

/** The entry of one server as text, for `approve --lock`: what to paste into the lock. */
export function approvedEntryText(store: Store, id: string): string | null {
  const e = approvedEntry(store, id);
  return e ? entryText(e) : null;
}

/**
 * `lock --check <file>`: scans the targets into a throwaway history with the lock as reference.
 * Exit 0 when every server scanned matches its entry, 1 with the differences (records, SARIF
 * results located on the lock entry), 2 when the lock, a key or a target is bad.
 */
async function checkCommand(command: string[], file: string, flags: LockFlags): Promise<number> {
  if (flags.sign !== undefined || flags.update || flags.asIs) throw new UsageError('lock --check reads a lock; --sign, --update and --as-is write one');
  const loaded = loadLock(file, flags.lockKey);
  const targets: Target[] = directTargets(command, flags, process.env);
  if (flags.config || flags.discover) {
    const config = await import('../config-targets.js');
    targets.push(...(await config.configTargets({ file: flags.config, discover: flags.discover === true, only: flags.only, exclude: flags.exclude, verbose: flags.verbose === true, quiet: flags.quiet === true })));
  }
  if (targets.length === 0) throw new UsageError('lock --check needs a target: --manifest <file> --name <id>, -- <command>, --url, --config or --discover');
  const scanned = new Set(targets.map((t) => t.id));
  const unchecked = loaded.lock.servers.filter((s) => !scanned.has(s.id)).map((s) => s.id);
  if (unchecked.length > 0) say(flags, `not checked (locked, not among the targets): ${unchecked.map((s) => JSON.stringify(s)).join(', ')}`);
  // Only the servers checked are compared: a lock for a fleet checks one server's CI too.
  const lock: Lock = { ...loaded.lock, servers: loaded.lock.servers.filter((s) => scanned.has(s.id)) };
  const options: ScanOptions = {
    ...DEFAULT_SCAN_OPTIONS,
    limits: limitFlags(flags),
    concurrency: positiveInt(flags.concurrency, '--concurrency', MAX_CONCURRENCY),
    alg: flags.hash,
    annotations: flags.annotations !== false,
    // Any difference from the lock is a mismatch, whatever its severity.
    failOn: 'LOW',
    remindMs: null,
    lock: { lock, file: loaded.file, text: loaded.text, locateFirst: true },
  };
  const { openMemoryStore } = await import('../../history/store.js');
  const { runScan } = await import('../run-scan.js');
  const store = openMemoryStore();
  try {
    return await runScan(targets, options, flags, store);
  } finally {
    store.close();
  }
}

/** `lock keygen`: an Ed25519 key pair; the private key 0600, never over an existing file. */
export async function keygenCommand(flags: GlobalFlags & { private: string; public: string }): Promise<number> {
  for (const f of [flags.private, flags.public]) if (existsSync(f)) throw new LockError(`${shownPath(f)} exists: keygen never overwrites a key`);
  const { privatePem, publicPem } = generateLockKeys();
  writeFileSync(flags.private, privatePem, { mode: 0o600, flag: 'wx' });
  writeFileSync(flags.public, publicPem, { mode: 0o644, flag: 'wx' });
  say(flags, `wrote ${shownPath(flags.private)} (private: keep it with the reviewers, never on the hosts) and ${shownPath(flags.public)} (public: on every host, for scan --lock-key)`);
  return 0;
}
