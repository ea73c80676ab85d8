/**
 * bench/tap: what the stdio tap adds to a session, side by side with a direct pipe to the same
 * server (bench/servers/tap-echo.ts) in one run:
 * - latency per message: round trips of 10,000 small tools/call messages, one at a time, and of a
 *   5 MB tools/list; the added latency is the tap's percentile minus the direct pipe's;
 * - throughput: 200 MB of notifications streamed through, direct time ÷ tap time, and the CPU the
 *   tap process (both its threads) spent on it;
 * - memory: the tap's RSS after 20,000 and after 100,000 messages of one session.
 * Targets: p50 added ≤ 0.2 ms, p99 added ≤ 2 ms, throughput ≥ 90 %, RSS flat within ±10 %.
 *
 *   node dist/bench/tap.js [--small N] [--lists N] [--long N]
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, ROOT, cpuMs, rssKb } from './lib/proc.js';
import { intFlag, percentile } from './lib/stats.js';

const ECHO = `${ROOT}dist/bench/servers/tap-echo.js`;

class Session {
  private child: ChildProcessByStdio<Writable, Readable, null>;
  private buf = '';
  private waiting: ((line: string) => void) | null = null;
  private bulkBytes = 0;
  private id = 0;

  constructor(argv: string[], env: NodeJS.ProcessEnv) {
    this.child = spawn(argv[0], argv.slice(1), { env, stdio: ['pipe', 'pipe', 'inherit'] });
    this.child.stdout.on('data', (d: Buffer) => {
      this.bulkBytes += d.length;
      if (!this.waiting) return;
      // Only the tail matters: the response is the last line of what arrives.
      this.buf += d.length > 4096 ? d.subarray(d.length - 4096).toString('latin1') : d.toString('latin1');
      const nl = this.buf.lastIndexOf('\n');
      if (nl === -1) return;
      const lines = this.buf.slice(0, nl).split('\n');
      this.buf = this.buf.slice(nl + 1);
      const last = lines.at(-1)!;
      if (last.endsWith(`"id":${this.id}}`)) {
        const w = this.waiting;
        this.waiting = null;
        w(last);
      }
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** One request's round trip in ms. */
  roundTrip(method: string): Promise<number> {
    const id = ++this.id;
    const t0 = process.hrtime.bigint();
    return new Promise((resolve) => {
      this.waiting = () => resolve(Number(process.hrtime.bigint() - t0) / 1e6);
      this.child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method, params: { name: 'tool_1', arguments: { a: 'x' } } }) + '\n');
    });
  }

  async close(): Promise<void> {
    const done = new Promise((r) => this.child.once('close', r));
    this.child.stdin.end();
    await done;
  }
}




async function main(argv: string[]): Promise<void> {
  const small = intFlag(argv, '--small', 10_000);
  const lists = intFlag(argv, '--lists', 30);
  const long = intFlag(argv, '--long', 100_000);
  const work = mkdtempSync(join(tmpdir(), 'sentinel-bench-tap-'));
  const env = { ...process.env, MCP_SENTINEL_DB: join(work, 'history.db') };
  const direct = ['node', ECHO];
  const tapped = ['node', CLI, 'tap', '--name', 'echo', '--', 'node', ECHO];
  const out: string[] = [];
  try {
    // Latency: both sides alternate in blocks, so that the machine's load falls on both alike.
    const lat: Record<string, { d: number[]; t: number[] }> = { small: { d: [], t: [] }, list: { d: [], t: [] } };
    const sd = new Session(direct, env);
    const st = new Session(tapped, env);
    for (let i = 0; i < 200; i++) {
      await sd.roundTrip('tools/call');
      await st.roundTrip('tools/call');
    }
    for (let block = 0; block < small / 100; block++) {
      for (let i = 0; i < 100; i++) lat.small.d.push(await sd.roundTrip('tools/call'));
      for (let i = 0; i < 100; i++) lat.small.t.push(await st.roundTrip('tools/call'));
    }
    for (let i = 0; i < lists; i++) {
      lat.list.d.push(await sd.roundTrip('tools/list'));
      lat.list.t.push(await st.roundTrip('tools/list'));
    }
    // Throughput: the same 200 MB stream, direct then through the tap, twice.
    // The tap's own CPU for the stream is measured too: on a busy machine the wall ratio says as
    // much about the neighbours as about the tap.
    const bulk = { d: [] as number[], t: [] as number[], cpu: [] as number[] };
    for (let r = 0; r < 2; r++) {
      bulk.d.push(await sd.roundTrip('bulk/stream'));
      const cpu0 = cpuMs(st.pid);
      bulk.t.push(await st.roundTrip('bulk/stream'));
      bulk.cpu.push(cpuMs(st.pid) - cpu0);
    }
    await sd.close();
    await st.close();
    for (const [name, l] of Object.entries(lat)) {
      const row = (p: number) => `p${p} ${percentile(l.d, p).toFixed(3)} → ${percentile(l.t, p).toFixed(3)} ms (added ${(percentile(l.t, p) - percentile(l.d, p)).toFixed(3)} ms)`;
      out.push(`latency ${name === 'small' ? `${small} small messages` : `${lists} × 5 MB tools/list`}: ${row(50)}; ${row(99)}`);
    }
    const bestD = Math.min(...bulk.d);
    const bestT = Math.min(...bulk.t);
    out.push(`throughput 200 MB: direct ${bestD.toFixed(0)} ms, tap ${bestT.toFixed(0)} ms: ${((100 * bestD) / bestT).toFixed(1)} % of a direct pipe; the tap's CPU ${Math.min(...bulk.cpu).toFixed(0)} ms`);
    // Memory over one long session of the tap (its own process: the CLI's node, child of `st`).
    const sl = new Session(tapped, env);
    const rss: Array<[number, number]> = [];
    // Five samples whatever --long is (every 20,000 messages at the default 100,000).
    const every = Math.max(1, Math.floor(long / 5));
    for (let i = 1; i <= long; i++) {
      await sl.roundTrip('tools/call');
      if (i % every === 0) rss.push([i, rssKb(sl.pid)]);
    }
    await sl.close();
    const first = rss[0][1];
    const last = rss[rss.length - 1][1];
    out.push(`tap RSS over ${long} messages: ${rss.map(([n, kb]) => `${n / 1000}k ${(kb / 1024).toFixed(1)} MB`).join(', ')}; last vs first ${(((last - first) / first) * 100).toFixed(1)} %`);
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    out.push(`load average ${load}`);
    process.stdout.write(out.join('\n') + '\n');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main(process.argv.slice(2));
