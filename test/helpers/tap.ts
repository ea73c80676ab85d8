/**
 * Byte-level witnesses for the tap's tests: a process run with given input (every stdout byte kept),
 * and an SDK transport that records the exact bytes a client wrote and read.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import { BIN } from './cli.js';

export function sha(b: Buffer | string): string {
  return createHash('sha256').update(b).digest('hex');
}

export interface Piped {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: string;
}

/** Runs a command with `input` written to its stdin (then closed), collecting stdout as bytes. */
export function runPiped(command: string, args: string[], input: Buffer[], env: NodeJS.ProcessEnv = process.env): Promise<Piped> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.stdin.on('error', () => undefined);
    child.on('close', (code, signal) => resolve({ code, signal, stdout: Buffer.concat(out), stderr }));
    for (const b of input) child.stdin.write(b);
    child.stdin.end();
  });
}

/** The arguments that put `command args` behind the tap. */
export function tapArgs(name: string, command: string, args: string[], extra: string[] = []): string[] {
  return [BIN, 'tap', '--name', name, ...extra, '--', command, ...args];
}

/** An SDK client transport over a child process that keeps every byte each way. */
export class RecordingTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  readonly sent: Buffer[] = [];
  readonly received: Buffer[] = [];
  private child?: ChildProcessWithoutNullStreams;
  private readonly buffer = new ReadBuffer();

  constructor(
    private readonly command: string,
    private readonly args: string[],
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.command, this.args, { env: this.env, stdio: ['pipe', 'pipe', 'pipe'] });
      this.child = child;
      child.on('error', reject);
      child.on('spawn', () => resolve());
      child.stderr.resume();
      child.stdout.on('data', (d: Buffer) => {
        this.received.push(d);
        this.buffer.append(d);
        for (;;) {
          const msg = this.buffer.readMessage();
          if (msg === null) break;
          this.onmessage?.(msg);
        }
      });
      child.on('close', () => this.onclose?.());
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const text = Buffer.from(serializeMessage(message));
    this.sent.push(text);
    this.child!.stdin.write(text);
  }

  /** Ends stdin and waits for the process to exit. */
  async close(): Promise<void> {
    const child = this.child!;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const closed = new Promise((r) => child.once('close', r));
    child.stdin.end();
    const t = setTimeout(() => child.kill('SIGTERM'), 5000);
    await closed;
    clearTimeout(t);
  }
}
