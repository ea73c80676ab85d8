/**
 * Sealing the chain with a key kept outside the database (`--chain-key-file`). Anyone who can write
 * the file can recompute a plain SHA-256 chain; nobody without the key can compute a seal. Every
 * write transaction made with the key ends with one `meta` row `chain_mac` whose value is
 * HMAC-SHA-256(key, tag || previous seal || row_hash of the row before it): it vouches for every row
 * up to it. With the key, `verify` checks every seal and requires the chain to end with one. The
 * seal row is an ordinary chained row, so plain `verify` (without the key) still works.
 */
import { createHmac } from 'node:crypto';

export const SEAL_KEY = 'chain_mac';
const TAG = Buffer.from('mcp-schema-sentinel/seal@1');
export const NO_SEAL = Buffer.alloc(32);

/** The seal after `previousSeal` over the row whose hash is `rowHash`. */
export function sealOver(key: Buffer, previousSeal: Buffer, rowHash: Buffer): Buffer {
  return createHmac('sha256', key).update(TAG).update(previousSeal).update(rowHash).digest();
}

export function sealText(mac: Buffer): string {
  return `hmac-sha256:${mac.toString('hex')}`;
}
