import { resolve } from 'node:path';
import type { Target } from '../model.js';
import { UsageError } from './errors.js';
import { envPairs, headerPairs } from './parse.js';

export interface TargetFlags {
  name?: string;
  env: string[];
  cwd?: string;
  url?: string;
  transport?: 'http' | 'sse';
  header: string[];
  manifest?: string;
}

/** The targets named directly on the command line (stdio after --, --url, --manifest). */
export function directTargets(command: string[], flags: TargetFlags, env: NodeJS.ProcessEnv): Target[] {
  const targets: Target[] = [];
  const direct = [command.length > 0, flags.url !== undefined, flags.manifest !== undefined].filter(Boolean).length;
  if (direct > 1 && flags.name) throw new UsageError('--name names one server: give one of -- <command>, --url or --manifest with it');
  if (command.length > 0) {
    if (!flags.name) throw new UsageError('a stdio server needs --name <id> (its id in history)');
    targets.push({
      kind: 'stdio',
      id: flags.name,
      command: command[0],
      args: command.slice(1),
      env: envPairs(flags.env),
      ...(flags.cwd ? { cwd: resolve(flags.cwd) } : {}),
    });
  } else if (flags.env.length > 0 || flags.cwd) {
    throw new UsageError('--env and --cwd apply to a stdio server: -- <command> [args...]');
  }
  if (flags.url !== undefined) {
    let url: URL;
    try {
      url = new URL(flags.url);
    } catch {
      throw new UsageError('--url is not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError('--url must be http:// or https://');
    targets.push({
      kind: 'http',
      id: flags.name ?? `${url.host}${url.pathname === '/' ? '' : url.pathname}`,
      url: url.href,
      headers: headerPairs(flags.header, env),
      transport: flags.transport ?? 'auto',
    });
  } else if (flags.header.length > 0 || flags.transport) {
    throw new UsageError('--header and --transport apply to --url');
  }
  if (flags.manifest !== undefined) {
    if (!flags.name) throw new UsageError('--manifest needs --name <id> (its id in history)');
    targets.push({ kind: 'manifest', id: flags.name, file: resolve(flags.manifest) });
  }
  return targets;
}
