/** Paths and process checks shared by the connect tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Project root (this file runs from dist/test/servers/). */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const HOSTILE = fileURLToPath(new URL('./hostile-stdio.js', import.meta.url));
export const LOOPBACK_ONLY = fileURLToPath(new URL('./loopback-only.js', import.meta.url));
export const DEMO_SERVER = path.join(ROOT, 'dist', 'src', 'demo', 'manifest-server.js');
export const EVERYTHING = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
export const FILESYSTEM = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-filesystem', 'dist', 'index.js');
export const MEMORY = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');

/** Generous: a real server starting on a busy machine must not turn into a timeout (no test here times it). */
export const LIMITS = { timeoutMs: 120_000, maxTools: 5000, maxBytes: 16 * 1024 * 1024 };

export function hostileTarget(mode: string, env: Record<string, string> = {}) {
  return { kind: 'stdio' as const, id: `hostile-${mode}`, command: process.execPath, args: [HOSTILE, mode], env };
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sentinel-connect-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Alive and not a zombie (a killed orphan may wait as a zombie for a PID 1 that does not reap). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
}

/**
 * Waits until `pid` is gone. The direct child is gone when fetchManifest settles; a SIGKILLed
 * grandchild needs a moment for the kernel to finish it, hence the polling.
 */
export async function waitGone(pid: number, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return !isAlive(pid);
}

/** The pid a server wrote to `file`, or null while the file is missing or not yet written. */
export function writtenPid(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  return pid > 0 ? pid : null;
}

export function readPid(file: string): number {
  const pid = writtenPid(file);
  if (pid === null) throw new Error(`no pid written to ${file}`);
  return pid;
}

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/** server-everything over HTTP, pinned to 127.0.0.1 by the loopback-only preload. */
export async function startEverythingHttp(mode: 'streamableHttp' | 'sse'): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', LOOPBACK_ONLY, EVERYTHING, mode], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server-everything ${mode} did not start: ${out}`)), 120_000);
    const on = (c: Buffer) => {
      out += c.toString();
      if (/listening on port|running on port/i.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', on);
    child.stderr!.on('data', on);
    child.once('exit', (code) => reject(new Error(`server-everything ${mode} exited (${code}): ${out}`)));
  });
  return { port, child };
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

