import { resolve } from 'node:path';
import type { Target } from '../model.js';
import { escapeForTerminal } from '../report/escape.js';
import { ConfigError, discoverConfigs, inferClient, loadConfigFile, nodeDiscoveryIO } from '../connect/config/index.js';
import type { Session } from '../inventory/inventory.js';
import { configSessions } from '../inventory/sessions.js';

/**
 * The client configurations `inventory` judges: `--config <file>` (ids as `scan --config` gives
 * them) and every file `--discover` finds (ids `<client>/<key>`, as `scan --discover`), each with
 * its servers' targets (for `--scan`) and its sessions.
 */
export interface ConfigSet {
  sessions: Session[];
  targets: Target[];
  /** Files that could not be read or parsed: one line each, no secrets. */
  errors: string[];
}

export function inventoryConfigs(opts: { file?: string; discover: boolean; verbose?: boolean; quiet?: boolean }): ConfigSet {
  const io = nodeDiscoveryIO();
  const out: ConfigSet = { sessions: [], targets: [], errors: [] };
  const seen = new Set<string>();
  const add = (path: string, client: string | null, targets: Target[]) => {
    out.sessions.push(...configSessions(path, client, targets.map((t) => t.id)));
    for (const t of targets) if (!seen.has(t.id)) (seen.add(t.id), out.targets.push(t));
  };
  if (opts.file) {
    const path = resolve(opts.file);
    // A named file that cannot be read is the operator's error: ConfigError, one line, exit 2.
    add(path, inferClient(path) ?? null, loadConfigFile(io, { path }, process.env));
  }
  if (opts.discover) {
    let read = 0;
    for (const { client, path, exists } of discoverConfigs(io)) {
      if (!exists) continue;
      try {
        const targets = loadConfigFile(io, { path, client }, process.env, { idPrefix: `${client}/` });
        read++;
        if (opts.verbose) process.stderr.write(`read: ${escapeForTerminal(path)}\n`);
        add(path, client, targets);
      } catch (e) {
        if (!(e instanceof ConfigError)) throw e;
        out.errors.push(e.message);
      }
    }
    if (read === 0 && !opts.quiet) process.stderr.write('mcp-schema-sentinel: --discover found no MCP client configuration\n');
  }
  return out;
}
