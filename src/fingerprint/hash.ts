import { createHash, createHmac } from 'node:crypto';
import type { HashAlg } from '../model.js';
import { canonicalize } from './canonical.js';

/** `<alg>:<hex>`: the prefix versions the fingerprint format. */
export function hashText(alg: HashAlg, text: string): string {
  return `${alg}:${createHash(alg).update(text, 'utf8').digest('hex')}`;
}

export function hashJson(alg: HashAlg, value: unknown): string {
  return hashText(alg, canonicalize(value));
}

/** Keyed hash, for values that must be comparable but never stored (credentials). */
export function hmacJson(key: Buffer, value: unknown): string {
  return `hmac-sha256:${createHmac('sha256', key).update(canonicalize(value), 'utf8').digest('hex')}`;
}

/** Short, stable ids for records (`dr-…`, `al-…`). */
export function shortId(prefix: string, value: unknown): string {
  return `${prefix}-${createHash('sha256').update(canonicalize(value), 'utf8').digest('hex').slice(0, 20)}`;
}
