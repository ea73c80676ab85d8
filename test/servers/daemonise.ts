/**
 * A stdio MCP server that leaves processes behind in the ways a daemon does, for the tests that no
 * process outlives a scan:
 *
 *   node daemonise.js daemon <pidfile>    fork, setsid, fork: the grandchild lives on, re-parented to init
 *   node daemonise.js orphan <pidfile>    a child starts a setsid grandchild and exits at once
 *   node daemonise.js on-term <pidfile>   on SIGTERM, writes <pidfile>.term, starts a setsid grandchild, lingers
 *
 * The lingering process writes its pid to <pidfile>; the server answers initialize only once that
 * file is there (on-term writes it from its handler).
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [, , mode, pidFile] = process.argv as [string, string, string, string];
/** The lingering process: writes its pid, then sleeps for ten minutes. */
const LINGER = `require('fs').writeFileSync(process.argv[1], String(process.pid)); setTimeout(() => {}, 600000);`;
/** Starts LINGER in a session of its own and exits: the middle of a double fork. */
const MIDDLE = `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(LINGER)}, process.argv[1]], { detached: true, stdio: 'ignore' }).unref(); process.exit(0);`;

if (mode === 'daemon') {
  // fork + setsid (detached), and that process forks the lingering one and exits.
  spawn(process.execPath, ['-e', MIDDLE, pidFile], { detached: true, stdio: 'ignore' }).unref();
} else if (mode === 'orphan') {
  // A plain child (same group) starts a setsid grandchild and exits before the sensor closes anything.
  spawn(process.execPath, ['-e', MIDDLE, pidFile], { stdio: 'ignore' }).unref();
} else if (mode === 'on-term') {
  process.on('SIGTERM', () => {
    writeFileSync(`${pidFile}.term`, 'SIGTERM seen\n');
    spawn(process.execPath, ['-e', MIDDLE, pidFile], { detached: true, stdio: 'ignore' }).unref();
  });
}

function serve(): void {
  createInterface({ input: process.stdin }).on('line', (line) => {
    const m = JSON.parse(line) as { id?: number; method?: string };
    if (m.id === undefined) return;
    const result =
      m.method === 'initialize'
        ? { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'daemon', version: '1.0.0' } }
        : { tools: [{ name: 'noop', description: 'Does nothing.', inputSchema: { type: 'object' } }] };
    process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id: m.id, result })}\n`);
  });
}

const wait = () => (mode === 'on-term' || existsSync(pidFile) ? serve() : setTimeout(wait, 10));
wait();
