/**
 * The fleet bench's servers: N manifest files with distinct tool names (so no cross-server H11 fires
 * and the fleet scan does the same work as the single scans), one Claude Desktop-shaped
 * configuration file, and the command line of each server behind a start-up delay.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/proc.js';

export const SLOW_SERVER = join(ROOT, 'dist', 'test', 'servers', 'slow-manifest-server.js');

export interface BenchServer {
  id: string;
  command: string;
  args: string[];
}

export interface FleetSetup {
  dir: string;
  config: string;
  servers: BenchServer[];
  cleanup(): void;
}

/** A small, clean manifest: three tools with parameters and annotations, prefixed per server. */
function manifest(i: number): object {
  const p = `s${String(i).padStart(2, '0')}`;
  return {
    serverInfo: { name: `bench-${p}`, version: '1.0.0' },
    tools: [
      {
        name: `${p}_search`,
        description: 'Search the records of this service by keyword.',
        inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Words to look for.' }, limit: { type: 'integer', maximum: 100 } }, required: ['query'] },
        annotations: { readOnlyHint: true },
      },
      {
        name: `${p}_get`,
        description: 'Get one record by its id.',
        inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        annotations: { readOnlyHint: true },
      },
      {
        name: `${p}_create`,
        description: 'Create a record with a title and a body.',
        inputSchema: { type: 'object', properties: { title: { type: 'string', maxLength: 200 }, body: { type: 'string' } }, required: ['title'] },
        annotations: { readOnlyHint: false, destructiveHint: false },
      },
    ],
  };
}

export function setupFleet(count: number, delayMs: number): FleetSetup {
  const dir = mkdtempSync(join(tmpdir(), 'sentinel-bench-fleet-'));
  const servers: BenchServer[] = [];
  for (let i = 1; i <= count; i++) {
    const file = join(dir, `manifest-${i}.json`);
    writeFileSync(file, JSON.stringify(manifest(i)));
    servers.push({ id: `server-${String(i).padStart(2, '0')}`, command: process.execPath, args: [SLOW_SERVER, String(delayMs), file] });
  }
  const config = join(dir, 'claude_desktop_config.json');
  const mcpServers = Object.fromEntries(servers.map((s) => [s.id, { command: s.command, args: s.args }]));
  writeFileSync(config, JSON.stringify({ mcpServers }, null, 2));
  return { dir, config, servers, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `scan --config` at the default concurrency, as an operator's cron line would run it. */
export function fleetArgs(db: string, config: string): string[] {
  return ['--db', db, 'scan', '--config', config];
}

/** The same server scanned alone, the way it would be without --config. */
export function singleArgs(db: string, server: BenchServer): string[] {
  return ['--db', db, 'scan', '--name', server.id, '--', server.command, ...server.args];
}
