/**
 * The stdio pass-through. Each chunk is written onward first and only then handed to the observer,
 * so the server and the client see the same bytes, in the same order, as through a direct pipe:
 * nothing is parsed, re-serialised, filtered or delayed on the way. Backpressure is the pipe's own:
 * when one side cannot take more, reading from the other side pauses, as a direct pipe would block.
 *
 * The server runs in its own process group (as the scanner runs it) with exactly the environment
 * the client gave the tap, and its stderr is the tap's stderr. The group is ended when the server
 * exits, when the client goes away, or after a forwarded signal's grace.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { constants } from 'node:os';
import { terminateGroup, trackGroup } from '../connect/process-group.js';
import type { Direction } from './observer.js';

export interface RelayIo {
  /** What the client writes (the tap's stdin). */
  input: Readable;
  /** What the client reads (the tap's stdout). */
  output: Writable;
  /** Subscribes to the signals the tap forwards; returns the unsubscribe. */
  onSignal(handler: (signal: NodeJS.Signals) => void): () => void;
  /** True once the client process is gone (the tap was re-parented). */
  clientGone(): boolean;
}

export interface RelayOptions {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Called after each chunk was written onward. Must not throw (the observer catches its own). */
  observe(dir: Direction, chunk: Buffer): void;
  /** Called when a direction's stream ended. */
  observeEnd(dir: Direction): void;
  /** After a forwarded signal, how long the server has before its whole group is killed. */
  signalGraceMs?: number;
  /** How often the tap checks that its client is still there. */
  clientPollMs?: number;
}

/**
 * Bytes a side may have in flight before reading from the other side pauses. A stream's own
 * high-water mark (16 KiB) is below one pipe read (64 KiB), so pausing on every `false` from
 * write() would stop and start on every chunk; a direct pipe has the kernel's buffer instead.
 */
const MAX_BACKLOG = 1024 * 1024;

export type RelayEnd =
  | { kind: 'exited'; code: number; signal: NodeJS.Signals | null; why: 'server-exited' | 'client-gone' | 'signal' }
  | { kind: 'spawn-failed'; code: string; message: string };

/** The exit status a shell would report for the server: its code, or 128 + the signal's number. */
export function exitStatus(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  const n = signal ? (constants.signals as Record<string, number>)[signal] : undefined;
  return n ? 128 + n : 1;
}

export function relay(io: RelayIo, opts: RelayOptions): Promise<RelayEnd> {
  return new Promise<RelayEnd>((resolve) => {
    let child: ChildProcess;
    try {
      child = spawn(opts.command, opts.args, {
        stdio: ['pipe', 'pipe', 'inherit'],
        env: opts.env,
        cwd: opts.cwd,
        detached: process.platform !== 'win32',
        windowsHide: true,
      });
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      resolve({ kind: 'spawn-failed', code: e.code ?? 'ERROR', message: e.message });
      return;
    }
    let spawned = false;
    let why: 'server-exited' | 'client-gone' | 'signal' = 'server-exited';
    let ending: Promise<void> | null = null;
    let settled = false;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    const toServer = child.stdin!;
    const fromServer = child.stdout!;

    child.once('spawn', () => {
      spawned = true;
      if (child.pid !== undefined) trackGroup(child.pid);
    });
    child.once('error', (err: NodeJS.ErrnoException) => {
      if (spawned || settled) return;
      settled = true;
      cleanup();
      resolve({ kind: 'spawn-failed', code: err.code ?? 'ERROR', message: err.message });
    });

    // client → server
    const onInput = (chunk: Buffer) => {
      if (!toServer.destroyed) {
        toServer.write(chunk);
        if (toServer.writableLength > MAX_BACKLOG) {
          io.input.pause();
          toServer.once('drain', () => io.input.resume());
        }
      }
      opts.observe('c2s', chunk);
    };
    io.input.on('data', onInput);
    io.input.once('end', () => {
      toServer.end();
      opts.observeEnd('c2s');
      // A client that only closed its end keeps reading; one that is gone reads nothing more.
      if (io.clientGone()) endGroup('client-gone');
    });
    io.input.on('error', () => undefined);
    // The server closing its stdin early is its business; writes after that are dropped like a pipe's.
    toServer.on('error', () => undefined);

    // server → client
    fromServer.on('data', (chunk: Buffer) => {
      io.output.write(chunk);
      if (io.output.writableLength > MAX_BACKLOG) {
        fromServer.pause();
        io.output.once('drain', () => fromServer.resume());
      }
      opts.observe('s2c', chunk);
    });
    fromServer.once('end', () => opts.observeEnd('s2c'));
    // EPIPE: nobody reads the server's answers any more — the client went away.
    io.output.on('error', () => endGroup('client-gone'));

    let forwarded = 0;
    const offSignal = io.onSignal((signal) => {
      forwarded++;
      why = 'signal';
      if (child.pid === undefined) return;
      if (forwarded > 1) {
        killGroup(child.pid, 'SIGKILL');
        return;
      }
      killGroup(child.pid, signal);
      // The client may SIGKILL the tap after its own grace; the group must not outlive it.
      const t = setTimeout(() => endGroup('signal'), opts.signalGraceMs ?? 1000);
      t.unref();
    });

    const poll = setInterval(() => {
      if (io.clientGone()) endGroup('client-gone');
    }, opts.clientPollMs ?? 1000);
    poll.unref();

    function endGroup(reason: 'client-gone' | 'signal'): void {
      if (ending) return;
      if (why !== 'signal') why = reason;
      ending = terminateGroup(child, exited);
    }

    function cleanup(): void {
      clearInterval(poll);
      offSignal();
      io.input.off('data', onInput);
      io.input.pause();
    }

    // 'close' comes after the server's stdout has been read to its end: every byte was forwarded.
    child.once('close', (code, signal) => {
      if (settled) return;
      settled = true;
      cleanup();
      // The server is gone; whatever it left in its group goes too, as after a scan.
      const done = ending ?? terminateGroup(child, Promise.resolve());
      void done.then(() => resolve({ kind: 'exited', code: exitStatus(code, signal), signal, why }));
    });
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, signal);
  } catch {
    // already gone
  }
}
