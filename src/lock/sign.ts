/**
 * Detached Ed25519 signatures over a lock's canonical bytes (node:crypto, no dependency).
 *
 * The signature file names the key that made it (`key_id`, the SHA-256 of the public key's DER)
 * and the lock it was made for (`lock_hash`), so that a refusal can say which of the three went
 * wrong: a lock edited after signing, a lock signed by another key, or a signature that does not
 * verify at all. Pure but for the key material handed in.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { LockError } from './errors.js';

export const SIGNATURE_FORMAT = 'mcp-schema-sentinel/lock-signature@1' as const;
const SIGNATURE_KEYS = new Set(['format', 'algorithm', 'key_id', 'lock_hash', 'signature']);

export interface LockSignature {
  format: typeof SIGNATURE_FORMAT;
  algorithm: 'ed25519';
  key_id: string;
  lock_hash: string;
  /** Base64 of the 64-byte Ed25519 signature. */
  signature: string;
}

/** A new key pair as PEM text: PKCS#8 private key, SPKI public key. */
export function generateLockKeys(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function ed25519(key: KeyObject, label: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new LockError(`${label} is a ${key.asymmetricKeyType ?? 'symmetric'} key, not Ed25519`);
  return key;
}

export function privateKeyOf(pem: string, label: string): KeyObject {
  try {
    return ed25519(createPrivateKey(pem), label);
  } catch (e) {
    if (e instanceof LockError) throw e;
    throw new LockError(`${label} is not a private key in PEM (make one with: lock keygen)`);
  }
}

export function publicKeyOf(pem: string, label: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new LockError(`${label} is not a public key in PEM (lock keygen writes one)`);
  }
  // A private key also yields a public one: refuse it, so that a host never holds the signing key.
  if (/PRIVATE KEY/.test(pem)) throw new LockError(`${label} holds a private key: give hosts the public key only`);
  return ed25519(key, label);
}

/** `sha256:<hex>` of the public key's DER: names the key in a signature and in errors. */
export function keyId(key: KeyObject): string {
  const pub = key.type === 'private' ? createPublicKey(key) : key;
  return `sha256:${createHash('sha256').update(pub.export({ type: 'spki', format: 'der' })).digest('hex')}`;
}

function lockHash(bytes: Buffer): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

export function signLock(bytes: Buffer, key: KeyObject): LockSignature {
  return {
    format: SIGNATURE_FORMAT,
    algorithm: 'ed25519',
    key_id: keyId(key),
    lock_hash: lockHash(bytes),
    signature: sign(null, bytes, key).toString('base64'),
  };
}

export function parseSignature(text: string, label: string): LockSignature {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new LockError(`signature ${label} is not valid JSON (truncated?)`);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new LockError(`signature ${label} must be a JSON object`);
  const d = doc as Record<string, unknown>;
  for (const k of Object.keys(d)) if (!SIGNATURE_KEYS.has(k)) throw new LockError(`signature ${label}: unknown key ${JSON.stringify(k)}`);
  if (d.format !== SIGNATURE_FORMAT) throw new LockError(`signature ${label}: "format" must be ${JSON.stringify(SIGNATURE_FORMAT)}`);
  if (d.algorithm !== 'ed25519') throw new LockError(`signature ${label}: algorithm must be "ed25519"`);
  for (const k of ['key_id', 'lock_hash', 'signature'] as const) {
    if (typeof d[k] !== 'string') throw new LockError(`signature ${label}: "${k}" must be a string`);
  }
  return d as unknown as LockSignature;
}

/**
 * Throws a LockError (one line) unless `sig` is a signature of `bytes` by `key`. The checks go from
 * the most telling to the last word: which key signed, which lock was signed, then the signature.
 */
export function verifyLock(bytes: Buffer, sig: LockSignature, key: KeyObject, label: string): void {
  const expected = keyId(key);
  if (sig.key_id !== expected) {
    throw new LockError(`lock ${label} is signed by key ${sig.key_id.slice(0, 23)}…, not by --lock-key (${expected.slice(0, 23)}…): re-signed by someone else? refused`);
  }
  if (sig.lock_hash !== lockHash(bytes)) {
    throw new LockError(`lock ${label} was changed after it was signed (its signature is for other contents): refused`);
  }
  const raw = Buffer.from(sig.signature, 'base64');
  if (raw.length !== 64 || !verify(null, bytes, key, raw)) throw new LockError(`lock ${label}: signature does not verify with --lock-key: refused`);
}
