import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import type { DiscoveryIO, Env } from './types.js';

/** The real machine behind DiscoveryIO, for cli/: this process's environment and platform unless given. */
export function nodeDiscoveryIO(env: Env = process.env, platform: NodeJS.Platform = process.platform): DiscoveryIO {
  return {
    env,
    platform,
    homedir: homedir(),
    // A directory where a file is expected does not count: reading it would only fail.
    exists: (p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    },
    readFile: (p) => decodeText(readFileSync(p)),
  };
}

/**
 * Configuration files are UTF-8, but Windows editors may save UTF-16 with a byte-order mark;
 * decoding that as UTF-8 would turn a valid file into a confusing syntax error.
 */
export function decodeText(buf: Buffer): string {
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return buf.subarray(2).toString('utf16le');
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) {
    const swapped = Buffer.from(buf.subarray(2, buf.length - (buf.length % 2))); // swap16 needs an even length
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return buf.toString('utf8');
}
