/**
 * stdio transport of our own (not the SDK's): the server gets only the environment it declares plus
 * a minimal safe set, runs in its own process group so that the whole group can be killed, and its
 * output is bounded while it arrives (a single line over maxBytes is cut off, never buffered whole).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { statSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { JsonObject } from '../model.js';
import { ConnectError } from './errors.js';
import { LineReader } from './line-reader.js';
import { newScanMarker, SCAN_MARKER, terminateGroup, trackGroup } from './process-group.js';
import type { SessionTransport } from './session.js';
import { jsonAmbiguities, noteToolAmbiguities } from './json-ambiguity.js';

/** Taken from the operator's environment when present: enough to find and run a program, nothing secret. */
export const SAFE_ENV_KEYS = [
  'PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'TERM', 'LANG', 'LC_ALL', 'TMPDIR', 'TEMP', 'TMP',
  'SystemRoot', 'ComSpec', 'PATHEXT', 'WINDIR', 'APPDATA', 'LOCALAPPDATA', 'USERPROFILE',
] as const;

/** The child's whole environment: the safe set from `from`, then the declared env on top. */
export function childEnv(declared: Record<string, string>, from: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of SAFE_ENV_KEYS) {
    const v = from[key];
    if (typeof v === 'string') env[key] = v;
  }
  return Object.assign(env, declared);
}

export interface StdioOptions {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  maxBytes: number;
  onStderr?: (chunk: string) => void;
  /** Server stderr passed to onStderr at most (the rest is read and dropped so the pipe never blocks). */
  maxStderrBytes?: number;
}

const DEFAULT_MAX_STDERR = 64 * 1024;
/** After the child exits, how long to wait for the rest of its stdout before calling it a crash. */
const DRAIN_MS = 250;

export class StdioTransport implements SessionTransport {
  onmessage?: (message: unknown) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  /** Lines on stdout that were not JSON (banners, logs, garbage): ignored, counted. */
  ignoredLines = 0;
  private bytes = 0;
  private stderrBytes = 0;
  private child: ChildProcessWithoutNullStreams | undefined;
  private exited: Promise<void> = Promise.resolve();
  private closing: Promise<void> | undefined;
  private overflowed = false;
  /** Inherited by every descendant: how the ones that leave the group and the tree are found. */
  private readonly marker = newScanMarker();

  constructor(private readonly opts: StdioOptions) {}

  bytesReceived(): number {
    return this.bytes;
  }

  /** The server's pid (also its process group id) once spawned. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): Promise<void> {
    const { command, args, env, cwd } = this.opts;
    if (cwd !== undefined && !isDirectory(cwd)) {
      return Promise.reject(new ConnectError('not_found', `working directory not found: ${cwd}`));
    }
    return new Promise<void>((resolve, reject) => {
      let child: ChildProcessWithoutNullStreams;
      try {
        child = spawn(command, args, {
          cwd,
          // The marker goes last: a declared variable of the same name cannot hide the server's descendants.
          env: { ...childEnv(env), [SCAN_MARKER]: this.marker },
          detached: true, // own process group: the whole group can be killed at the end
          stdio: ['pipe', 'pipe', 'pipe'],
          windowsHide: true,
        });
      } catch (err) {
        reject(spawnError(command, err));
        return;
      }
      this.child = child;
      this.exited = new Promise((done) => child.once('exit', () => done()));
      child.on('error', (err) => reject(spawnError(command, err)));
      child.once('spawn', () => {
        if (child.pid !== undefined && !this.closing) trackGroup(child.pid, this.marker);
        resolve();
      });
      this.wire(child);
    });
  }

  private wire(child: ChildProcessWithoutNullStreams): void {
    const lines = new LineReader((line) => this.onLine(line));
    child.stdout.on('data', (chunk: Buffer) => {
      if (this.overflowed || this.closing) return;
      this.bytes += chunk.length;
      if (this.bytes > this.opts.maxBytes) {
        this.overflowed = true;
        lines.reset();
        this.onerror?.(new ConnectError('oversize', `server sent more than ${this.opts.maxBytes} bytes`));
        return;
      }
      lines.push(chunk);
    });
    const decoder = new StringDecoder('utf8');
    const maxStderr = this.opts.maxStderrBytes ?? DEFAULT_MAX_STDERR;
    child.stderr.on('data', (chunk: Buffer) => {
      if (!this.opts.onStderr || this.stderrBytes >= maxStderr) return;
      const part = chunk.subarray(0, maxStderr - this.stderrBytes);
      this.stderrBytes += part.length;
      const text = decoder.write(part);
      if (text) this.opts.onStderr(text);
    });
    // A server that closes its stdin makes our writes fail with EPIPE; its exit is what we report.
    child.stdin.on('error', () => undefined);
    child.once('exit', (code, signal) => {
      if (this.closing) return;
      let reported = false;
      const report = () => {
        if (reported || this.closing) return;
        reported = true;
        const why = signal ? `server was killed by ${signal}` : `server exited with code ${code}`;
        this.onerror?.(new ConnectError('crashed', why));
        this.onclose?.();
      };
      // Let the rest of stdout arrive first: a server may answer and exit in the same breath.
      if (child.stdout.readableEnded) return report();
      child.stdout.once('end', report);
      setTimeout(report, DRAIN_MS).unref();
    });
  }

  private onLine(line: Buffer): void {
    const text = line.toString('utf8').trim();
    if (text.length === 0) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.ignoredLines++;
      return;
    }
    const result = (message as { result?: { tools?: unknown } } | null)?.result;
    if (typeof result === 'object' && result !== null && Array.isArray(result.tools)) {
      noteToolAmbiguities(result.tools, ['result', 'tools'], jsonAmbiguities(text));
    }
    this.onmessage?.(message);
  }

  send(message: JsonObject): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) return Promise.resolve();
    return new Promise((resolve) => {
      stdin.write(JSON.stringify(message) + '\n', () => resolve());
    });
  }

  close(): Promise<void> {
    if (!this.closing) {
      this.closing = (async () => {
        const child = this.child;
        if (!child) return;
        child.stdin.end();
        await terminateGroup(child, this.exited);
        child.stdout.destroy();
        child.stderr.destroy();
      })();
    }
    return this.closing;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function spawnError(command: string, err: unknown): ConnectError {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return new ConnectError('not_found', `command not found: ${command}`);
  if (code === 'EACCES') return new ConnectError('not_found', `command not executable: ${command}`);
  return new ConnectError('crashed', `could not start ${command}: ${code ?? 'spawn failed'}`);
}
