import { resolve } from 'node:path';
import type { Target } from '../model.js';
import { escapeForTerminal } from '../report/escape.js';
import { loadConfigFile, loadDiscovered, nodeDiscoveryIO, selectOnly } from '../connect/config/index.js';

/**
 * --config and --discover → targets. The files read are listed on stderr (so an operator sees
 * what was looked at); a discovered file that cannot be parsed becomes an error record, not a stop.
 */
export async function configTargets(opts: { file?: string; discover: boolean; only?: string }): Promise<Target[]> {
  const io = nodeDiscoveryIO();
  const targets: Target[] = [];
  if (opts.file) targets.push(...loadConfigFile(io, { path: resolve(opts.file) }, process.env));
  if (opts.discover) {
    const found = loadDiscovered(io);
    for (const f of found.filesRead) process.stderr.write(`read: ${escapeForTerminal(f)}\n`);
    if (found.filesRead.length === 0) process.stderr.write('read: no MCP client configuration found\n');
    targets.push(...found.targets);
    for (const e of found.errors) targets.push({ kind: 'invalid', id: `config:${e.path}`, reason: e.message });
  }
  // `--only ""` (an empty variable in a cron line) must not mean "everything": selectOnly refuses it.
  if (opts.only === undefined) return targets;
  const only = opts.only.split(',').map((s) => s.trim()).filter(Boolean);
  return selectOnly(targets, only);
}
