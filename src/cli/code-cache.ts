/**
 * Runs the joined program (dist/src/cli/program.joined.js, written by tools/bundle-cli.ts) from
 * V8's code cache when one matches it. Parsing and compiling the joined modules is about a sixth of
 * what a `scan --manifest` costs; Node 20 has no compile cache for modules
 * (`module.enableCompileCache` came with Node 22), but a `vm.Script` takes V8's cached data.
 *
 * The cache sits beside the script (`<script>.cache`): the sha256 of the script text it was made
 * from, which of the joined modules had run when it was made, then V8's data. V8 checks its own
 * version and flags, but of the source only the length, so an edited script of the same length
 * would run the old code: the hash is checked here first. A missing, stale or rejected cache costs
 * the compile and no more. The cache is written when a command ends (so that what it compiled is
 * in it) if there was none or a command ran modules the cache had not seen (a first `--help`
 * does not leave scans uncached for good); atomically, and never an error when the folder is not
 * writable (an install owned by another user).
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const HASH_BYTES = 32;

/** Why the cache was not used, or null when it was. */
export type CacheMiss = 'missing' | 'stale' | 'rejected' | null;

export interface CachedScript {
  script: Script;
  miss: CacheMiss;
  hash: Buffer;
  /** One byte per joined module, 1 for those that had run when the cache in use was made. */
  seen: Uint8Array;
}

export const cacheFileOf = (file: string): string => `${file}.cache`;

/** hash, then the length of `seen` (2 bytes) and `seen`, then V8's data. */
function parseCache(cache: Buffer): { hash: Buffer; seen: Uint8Array; data: Buffer } | null {
  if (cache.length < HASH_BYTES + 2) return null;
  const n = cache.readUInt16LE(HASH_BYTES);
  const at = HASH_BYTES + 2 + n;
  if (cache.length <= at) return null;
  return { hash: cache.subarray(0, HASH_BYTES), seen: new Uint8Array(cache.subarray(HASH_BYTES + 2, at)), data: cache.subarray(at) };
}

/** Compiles `file`, from its cache when the cache was made from exactly this text and V8 takes it. */
export function compileCached(file: string): CachedScript {
  // The joined script is ASCII (tools/bundle-cli.ts makes it so): read as latin1, it is the same
  // text without a UTF-8 decode, and hashed as the bytes on disk.
  const bytes = readFileSync(file);
  const hash = createHash('sha256').update(bytes).digest();
  const text = bytes.toString('latin1');
  let cache: ReturnType<typeof parseCache> | undefined;
  try {
    cache = parseCache(readFileSync(cacheFileOf(file)));
  } catch {
    // No cache yet, or not readable: compiled from the text.
  }
  const fresh = cache != null && cache.hash.equals(hash);
  const script = new Script(text, { filename: file, ...(fresh ? { cachedData: cache!.data } : {}) });
  const miss: CacheMiss = cache === undefined ? 'missing' : !fresh ? 'stale' : script.cachedDataRejected === true ? 'rejected' : null;
  return { script, miss, hash, seen: miss === null ? cache!.seen : new Uint8Array(0) };
}

/**
 * Writes the cache after a run in which the modules marked in `ran` ran, when there was no usable
 * cache or this run ran one it had not seen. True when written; false when not needed or not possible.
 */
export function saveCache(file: string, compiled: CachedScript, ran: Uint8Array): boolean {
  const seen = new Uint8Array(Math.max(ran.length, compiled.seen.length));
  let wider = false;
  for (let i = 0; i < seen.length; i++) {
    seen[i] = (ran[i] ?? 0) | (compiled.seen[i] ?? 0);
    if (ran[i] && !compiled.seen[i]) wider = true;
  }
  if (compiled.miss === null && !wider) return false;
  const target = cacheFileOf(file);
  const temp = `${target}.${process.pid}.tmp`;
  try {
    const length = Buffer.alloc(2);
    length.writeUInt16LE(seen.length);
    writeFileSync(temp, Buffer.concat([compiled.hash, length, seen, compiled.script.createCachedData()]), { mode: 0o644 });
    renameSync(temp, target);
    return true;
  } catch {
    rmSync(temp, { force: true });
    return false;
  }
}

type LazyImport = (id: string) => Promise<unknown>;

/** What the joined script evaluates to: a function that runs the program's entry. */
type Joined<T> = (programUrl: string, require: NodeJS.Require, packages: unknown[], importer: (spec: string) => Promise<unknown>) => { exports: T; ran: Uint8Array; lazy: LazyImport };

let joinedLazy: LazyImport | null = null;

/**
 * A module of the joined program that one of its modules imports with `import()` (`id` as under
 * dist/src/, e.g. `heuristics/load.js`), run as that import runs it in the CLI. For bench/cost,
 * which times what loading the content engine costs the CLI itself, not the modules one by one.
 */
export function joinedImport<T>(id: string): Promise<T> {
  if (joinedLazy === null) return Promise.reject(new Error('no joined program has run: import program.js of a build made by npm run build'));
  return joinedLazy(id) as Promise<T>;
}

/** Runs the joined program and returns its entry's exports; the packages are those the entry imports. */
export function runJoined<T>(scriptUrl: URL, programUrl: string, packages: unknown[], importer: (spec: string) => Promise<unknown>): T {
  const file = fileURLToPath(scriptUrl);
  const compiled = compileCached(file);
  const { exports, ran, lazy } = (compiled.script.runInThisContext() as Joined<T>)(programUrl, createRequire(programUrl), packages, importer);
  joinedLazy = lazy;
  process.once('exit', () => saveCache(file, compiled, ran));
  return exports;
}
