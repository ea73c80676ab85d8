/**
 * Runs the built CLI as a child process, the way an operator or cron would, with NO_COLOR=1
 * and a temporary database. Records are parsed from stdout's JSON lines.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SentinelRecord } from '../../src/model.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN = join(ROOT, 'bin', 'mcp-schema-sentinel.js');
export const MANIFEST_SERVER = join(ROOT, 'dist', 'src', 'demo', 'manifest-server.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON lines (empty when stdout is not JSONL). */
  lines: unknown[];
  records: SentinelRecord[];
}

export function runCli(
  args: string[],
  opts: { env?: Record<string, string>; input?: string; timeoutMs?: number; cwd?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: opts.cwd ?? ROOT,
      env: { ...process.env, NO_COLOR: '1', ...opts.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`CLI timed out: ${args.join(' ')}\n${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const lines = stdout
        .split('\n')
        .filter((l) => l.trim().startsWith('{'))
        .flatMap((l) => {
          try {
            return [JSON.parse(l) as unknown];
          } catch {
            return [];
          }
        });
      const records = lines.filter((l): l is SentinelRecord => String((l as SentinelRecord)?.schema).startsWith('mcp-schema-sentinel/record@'));
      resolve({ code, stdout, stderr, lines, records });
    });
    child.stdin.end(opts.input ?? '');
  });
}

/** A temporary folder with a database path and a manifest file the manifest server re-reads on every scan. */
export class Workspace {
  readonly dir = mkdtempSync(join(tmpdir(), 'sentinel-e2e-'));
  readonly db = join(this.dir, 'history.db');
  readonly manifest = join(this.dir, 'manifest.json');

  writeManifest(doc: unknown): void {
    writeFileSync(this.manifest, JSON.stringify(doc));
  }

  /** `scan` of the manifest server (stdio) serving this workspace's manifest file. */
  scanArgs(name = 'acme', extra: string[] = []): string[] {
    return ['--db', this.db, 'scan', '--name', name, ...extra, '--', process.execPath, MANIFEST_SERVER, this.manifest];
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
