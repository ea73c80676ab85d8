/**
 * bench/tap-http: what the HTTP tap adds, side by side with a direct connection to the same server
 * (bench/servers/tap-http-echo.ts) in one run, one keep-alive connection each, as a client holds it:
 * - latency per message: round trips of N small tools/call POSTs, one at a time, and of a 5 MB
 *   tools/list; the added latency is the tap's percentile minus the direct connection's;
 * - throughput: a 200 MB event stream read through, direct time ÷ tap time;
 * - memory: the tap's RSS along one long session.
 *
 *   node dist/bench/tap-http.js [--small N] [--lists N] [--long N]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, ROOT, rssKb } from './lib/proc.js';
import { intFlag, percentile } from './lib/stats.js';

const ECHO = `${ROOT}dist/bench/servers/tap-http-echo.js`;

function firstLine(child: ChildProcess, stream: 'stdout' | 'stderr', re: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let text = '';
    child[stream]!.setEncoding('utf8').on('data', (d: string) => {
      text += d;
      const m = re.exec(text);
      if (m) resolve(m);
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before it was ready: ${text}`)));
  });
}

class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private id = 0;
  constructor(private readonly port: number) {}

  /** One POST's round trip in ms, its answer read to the end. */
  roundTrip(method: string): Promise<number> {
    const id = ++this.id;
    const body = JSON.stringify({ jsonrpc: '2.0', id, method, params: { name: 'tool_1', arguments: { a: 'x' } } });
    const t0 = process.hrtime.bigint();
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: this.port, path: '/mcp', method: 'POST', agent: this.agent, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': 'bench', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(Number(process.hrtime.bigint() - t0) / 1e6));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}



async function main(argv: string[]): Promise<void> {
  const small = intFlag(argv, '--small', 10_000);
  const lists = intFlag(argv, '--lists', 30);
  const long = intFlag(argv, '--long', 100_000);
  const work = mkdtempSync(join(tmpdir(), 'sentinel-bench-taph-'));
  const env = { ...process.env, MCP_SENTINEL_DB: join(work, 'history.db') };
  const server = spawn(process.execPath, [ECHO], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const out: string[] = [];
  try {
    const upPort = Number((await firstLine(server, 'stdout', /(\d+)\n/))[1]);
    const t = spawn(process.execPath, [CLI, 'tap', '--listen', '127.0.0.1:0', '--name', 'echo', '--upstream', `http://127.0.0.1:${upPort}/mcp`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const tapPort = Number((await firstLine(t, 'stderr', /listening on http:\/\/127\.0\.0\.1:(\d+) /))[1]);
    const cd = new Client(upPort);
    const ct = new Client(tapPort);
    // Latency: both sides alternate in blocks, so that the machine's load falls on both alike.
    const lat: Record<string, { d: number[]; t: number[] }> = { small: { d: [], t: [] }, list: { d: [], t: [] } };
    for (let i = 0; i < 200; i++) {
      await cd.roundTrip('tools/call');
      await ct.roundTrip('tools/call');
    }
    for (let block = 0; block < small / 100; block++) {
      for (let i = 0; i < 100; i++) lat.small.d.push(await cd.roundTrip('tools/call'));
      for (let i = 0; i < 100; i++) lat.small.t.push(await ct.roundTrip('tools/call'));
    }
    for (let i = 0; i < lists; i++) {
      lat.list.d.push(await cd.roundTrip('tools/list'));
      lat.list.t.push(await ct.roundTrip('tools/list'));
    }
    const bulk = { d: [] as number[], t: [] as number[] };
    for (let r = 0; r < 2; r++) {
      bulk.d.push(await cd.roundTrip('bulk/stream'));
      bulk.t.push(await ct.roundTrip('bulk/stream'));
    }
    for (const [name, l] of Object.entries(lat)) {
      const row = (p: number) => `p${p} ${percentile(l.d, p).toFixed(3)} → ${percentile(l.t, p).toFixed(3)} ms (added ${(percentile(l.t, p) - percentile(l.d, p)).toFixed(3)} ms)`;
      out.push(`latency ${name === 'small' ? `${small} small POSTs` : `${lists} × 5 MB tools/list`}: ${row(50)}; ${row(99)}`);
    }
    const bestD = Math.min(...bulk.d);
    const bestT = Math.min(...bulk.t);
    out.push(`throughput 200 MB event stream: direct ${bestD.toFixed(0)} ms, tap ${bestT.toFixed(0)} ms: ${((100 * bestD) / bestT).toFixed(1)} % of a direct connection`);
    const rss: Array<[number, number]> = [];
    const step = Math.max(1, Math.floor(long / 5));
    for (let i = 1; i <= long; i++) {
      await ct.roundTrip('tools/call');
      if (i % step === 0) rss.push([i, rssKb(t.pid!)]);
    }
    cd.close();
    ct.close();
    const first = rss[0][1];
    const last = rss[rss.length - 1][1];
    out.push(`tap RSS over ${long} messages: ${rss.map(([n, kb]) => `${n / 1000}k ${(kb / 1024).toFixed(1)} MB`).join(', ')}; last vs first ${(((last - first) / first) * 100).toFixed(1)} %`);
    t.kill('SIGTERM');
    await new Promise((r) => t.once('exit', r));
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    out.push(`load average ${load}`);
    process.stdout.write(out.join('\n') + '\n');
  } finally {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

await main(process.argv.slice(2));
