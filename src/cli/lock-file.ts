import { existsSync, readFileSync } from 'node:fs';
import { writeFileWhole } from './write-whole.js';
import { escapeForTerminal } from '../report/escape.js';
import { parseLock, type Lock } from '../lock/format.js';
import { checkLock } from '../lock/check.js';
import { canonicalBytes } from '../lock/build.js';
import { parseSignature, publicKeyOf, verifyLock } from '../lock/sign.js';
import { LockError } from '../lock/errors.js';
import type { LockInForce } from '../lock/reference.js';

/** A lock's detached signature sits beside it. */
export function signatureFile(lockFile: string): string {
  return `${lockFile}.sig`;
}

export function shownPath(path: string): string {
  return escapeForTerminal(path, { maxLength: 200 });
}

export function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new LockError(`cannot read ${what} ${shownPath(path)}${code === 'ENOENT' ? ': no such file' : ` (${code ?? 'error'})`}`);
  }
}

/**
 * Reads, validates and (with a public key) verifies a lock. Every refusal is one line (exit 2), made
 * before anything is scanned or written; with a key there is no fallback: unsigned is refused.
 */
export function loadLock(file: string, publicKeyFile?: string): LockInForce & { text: string } {
  const label = shownPath(file);
  const text = readText(file, 'lock');
  const lock: Lock = parseLock(text, label);
  checkLock(lock, label);
  if (publicKeyFile !== undefined) {
    const key = publicKeyOf(readText(publicKeyFile, '--lock-key'), `--lock-key ${shownPath(publicKeyFile)}`);
    const sigFile = signatureFile(file);
    if (!existsSync(sigFile)) throw new LockError(`lock ${label} is not signed (no ${shownPath(sigFile)}): refused`);
    verifyLock(canonicalBytes(lock), parseSignature(readText(sigFile, 'signature'), shownPath(sigFile)), key, label);
  }
  return { lock, file, text };
}

/** Writes a file whole (temporary file, fsync, rename), so a reader never sees half a lock. */
export function writeWhole(path: string, text: string, mode = 0o644): void {
  try {
    writeFileWhole(path, [text], mode);
  } catch (e) {
    throw new LockError(`cannot write ${shownPath(path)} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
