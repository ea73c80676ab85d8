import type { ConnectLimits, Severity } from '../model.js';
import { UsageError } from './errors.js';

/**
 * A positive integer no larger than `max`. Digits only: "1e3", "0x10" and " 5" are typos, and a
 * number past `max` (by default the largest integer a double holds exactly) would overflow what it
 * feeds (Node's timers, array lengths, SQLite's integers).
 */
export function positiveInt(value: string | undefined, flag: string, max: number = Number.MAX_SAFE_INTEGER): number {
  const text = value?.trim() ?? '';
  const n = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new UsageError(`${flag} must be a positive integer, not ${JSON.stringify(value)}`);
  if (n > max) throw new UsageError(`${flag} must be at most ${max}, not ${text}`);
  return n;
}

/** The largest --timeout: one day, well inside Node's timer range (2^31 - 1 ms, about 24.8 days). */
export const MAX_TIMEOUT_MS = 86_400_000;
/** The largest --max-bytes: 256 MiB (V8 strings end near 512 Mi UTF-16 units). */
export const MAX_MAX_BYTES = 256 * 1024 * 1024;
/** The largest --max-tools. */
export const MAX_MAX_TOOLS = 1_000_000;
/** The largest --concurrency: each server scanned at once is a process or a connection. */
export const MAX_CONCURRENCY = 256;
/** The longest duration a flag takes: 100 years, so that now ± it is always a valid date. */
export const MAX_DURATION_MS = 36_500 * 86_400_000;

/** `--timeout`, `--max-tools` and `--max-bytes`, the limits every command that connects takes. */
export interface LimitFlagValues {
  timeout: string;
  maxTools: string;
  maxBytes: string;
}

/** The flags a command that scans servers (scan, lock --check) takes besides its targets. */
export interface ScanTargetFlags extends LimitFlagValues {
  config?: string;
  only?: string;
  exclude?: string;
  discover?: boolean;
  concurrency: string;
  hash: 'sha256' | 'sha512';
  annotations: boolean;
}

export function limitFlags(flags: LimitFlagValues): ConnectLimits {
  return {
    timeoutMs: positiveInt(flags.timeout, '--timeout', MAX_TIMEOUT_MS),
    maxTools: positiveInt(flags.maxTools, '--max-tools', MAX_MAX_TOOLS),
    maxBytes: positiveInt(flags.maxBytes, '--max-bytes', MAX_MAX_BYTES),
  };
}

export function optionalInt(value: string | undefined, flag: string): number | null {
  return value === undefined ? null : positiveInt(value, flag);
}

export function severityFlag(value: string): Severity | null {
  return value === 'none' ? null : (value.toUpperCase() as Severity);
}

export function required<T>(value: T | undefined, flag: string, command: string): T {
  if (value === undefined || value === '') throw new UsageError(`${command} needs ${flag}`);
  return value;
}

const UNITS: Record<string, number> = { s: 1e3, m: 60e3, h: 3600e3, d: 86400e3, w: 7 * 86400e3 };

/** "30d", "12h", "90m", "45s", "2w" → milliseconds; at most `max` (100 years by default). */
export function durationMs(value: string, flag: string, max: number = MAX_DURATION_MS): number {
  const m = /^(\d+)\s*([smhdw])$/.exec(value.trim());
  if (!m) throw new UsageError(`${flag} must be a duration such as 30d, 12h or 90m, not ${JSON.stringify(value)}`);
  const ms = Number(m[1]) * UNITS[m[2]!]!;
  if (!(ms <= max)) throw new UsageError(`${flag} must be at most ${Math.floor(max / 86_400_000)}d, not ${value.trim()}`);
  return ms;
}

/** An ISO 8601 time, or a duration meaning that long ago. */
export function timeFlag(value: string, flag: string, now: Date): string {
  if (/^\d+\s*[smhdw]$/.test(value.trim())) return new Date(now.getTime() - durationMs(value, flag)).toISOString();
  const t = new Date(value);
  // Years past 9999 print as "+010000-…", which sorts before every stored time.
  if (Number.isNaN(t.getTime()) || t.getUTCFullYear() < 0 || t.getUTCFullYear() > 9999) throw new UsageError(`${flag} must be an ISO 8601 time or a duration such as 24h, not ${JSON.stringify(value)}`);
  return t.toISOString();
}

/** KEY=VALUE pairs of --env. */
export function envPairs(list: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const item of list) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--env takes KEY=VALUE, not ${JSON.stringify(item.split('=')[0])}`);
    env[item.slice(0, eq)] = item.slice(eq + 1);
  }
  return env;
}

/** 'Name: value' pairs of --header; ${VAR} in values expands from the environment. */
export function headerPairs(list: string[], env: NodeJS.ProcessEnv): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const item of list) {
    const colon = item.indexOf(':');
    if (colon <= 0) throw new UsageError("--header takes 'Name: value'");
    const name = item.slice(0, colon).trim();
    headers[name] = item.slice(colon + 1).trim().replace(/\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, v: string) => {
      const value = env[v];
      if (value === undefined) throw new UsageError(`--header ${name} uses \${${v}}, which is not set`);
      return value;
    });
    // A line break would be flattened in any message before it could be recognised and scrubbed,
    // and no HTTP header can carry one: refuse it here, whether typed or from a variable.
    if (/[\r\n\0]/.test(headers[name]!)) throw new UsageError(`--header ${name.replace(/[^\x21-\x7e]/g, '?').slice(0, 60)} has a line break (CR or LF) or NUL in its value; a header value is one line`);
  }
  return headers;
}
