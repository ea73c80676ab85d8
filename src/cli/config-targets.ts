import { resolve } from 'node:path';
import type { Target } from '../model.js';
import { escapeForTerminal } from '../report/escape.js';
import { CLIENT_IDS, inferClient, loadConfigFile, loadDiscovered, nodeDiscoveryIO, selectExcept, selectOnly } from '../connect/config/index.js';

/**
 * --config and --discover → targets. With --verbose the files read are listed on stderr (so an
 * operator sees what was looked at); a discovered file that cannot be parsed becomes an error
 * record, not a stop.
 */
export async function configTargets(opts: { file?: string; discover: boolean; only?: string; exclude?: string; verbose?: boolean; quiet?: boolean }): Promise<Target[]> {
  const io = nodeDiscoveryIO();
  const targets: Target[] = [];
  if (opts.file) {
    const path = resolve(opts.file);
    targets.push(...fromClient(loadConfigFile(io, { path }, process.env), inferClient(path)));
  }
  if (opts.discover) {
    const found = loadDiscovered(io);
    // Discovered ids are `<client>/<key>`: the client whose identity its server is shown.
    for (const t of found.targets) fromClient([t], (CLIENT_IDS as readonly string[]).find((c) => t.id.startsWith(`${c}/`)));
    if (opts.verbose) for (const f of found.filesRead) process.stderr.write(`read: ${escapeForTerminal(f)}\n`);
    if (found.filesRead.length === 0 && !opts.quiet) process.stderr.write('mcp-schema-sentinel: --discover found no MCP client configuration\n');
    targets.push(...found.targets);
    for (const e of found.errors) targets.push({ kind: 'invalid', id: `config:${e.path}`, reason: e.message });
  }
  // `--only ""` (an empty variable in a cron line) must not mean "everything": selectOnly refuses it.
  const ids = (list: string) => list.split(',').map((s) => s.trim()).filter(Boolean);
  const selected = opts.only === undefined ? targets : selectOnly(targets, ids(opts.only));
  return opts.exclude === undefined ? selected : selectExcept(selected, ids(opts.exclude));
}

/** Marks live targets with the client whose configuration named them (scan presents its identity). */
function fromClient(targets: Target[], client: string | undefined): Target[] {
  if (client !== undefined) for (const t of targets) if (t.kind === 'stdio' || t.kind === 'http') t.client = client;
  return targets;
}
