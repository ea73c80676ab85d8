/**
 * The HTTP tap as a child process for tests (the built CLI, loopback only), and a fetch for SDK
 * transports that keeps the exact bytes each request sent and each answer carried.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './cli.js';

export interface RunningTap {
  port: number;
  child: ChildProcess;
  /** The tap's address with the upstream's path and query: where a client is pointed. */
  at(upstream: string): string;
  /** SIGTERM, then the exit code and everything the tap wrote on stderr. */
  stop(): Promise<{ code: number | null; stderr: string }>;
}

export function startTap(upstream: string, extra: string[], env: NodeJS.ProcessEnv): Promise<RunningTap> {
  const child = spawn(process.execPath, [BIN, 'tap', '--listen', '127.0.0.1:0', '--upstream', upstream, ...extra], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.stdout!.resume();
  return new Promise((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+) /.exec(stderr);
      if (!m) return;
      const port = Number(m[1]);
      resolve({
        port,
        child,
        at: (u) => {
          const url = new URL(u);
          return `http://127.0.0.1:${port}${url.pathname}${url.search}`;
        },
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          const code = await exited;
          return { code, stderr };
        },
      });
    });
    void exited.then((code) => reject(new Error(`the tap exited (${code}) before it listened: ${stderr}`)));
  });
}

export interface Exchanged {
  method: string;
  url: string;
  status: number;
  sent: Buffer;
  received: Buffer[];
  headers: Headers;
}

/** A fetch that records every exchange, the answer's body teed chunk by chunk as the client reads it. */
export function recordingFetch(log: Exchanged[], pending?: Array<Promise<unknown>>) {
  const recorded = async (url: string | URL, init?: RequestInit): Promise<Response> => {
    const body = init?.body;
    const sent = typeof body === 'string' ? Buffer.from(body) : body instanceof Uint8Array ? Buffer.from(body) : Buffer.alloc(0);
    const res = await fetch(url, init);
    const entry: Exchanged = { method: init?.method ?? 'GET', url: String(url), status: res.status, sent, received: [], headers: res.headers };
    log.push(entry);
    if (!res.body) return res;
    const tee = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, c) {
        entry.received.push(Buffer.from(chunk));
        c.enqueue(chunk);
      },
    });
    return new Response(res.body.pipeThrough(tee), { status: res.status, statusText: res.statusText, headers: res.headers });
  };
  // `pending` collects every request, so that a caller can wait for the answers it did not wait for.
  return (url: string | URL, init?: RequestInit): Promise<Response> => {
    const p = recorded(url, init);
    pending?.push(p);
    return p;
  };
}
