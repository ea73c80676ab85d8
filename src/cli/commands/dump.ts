/**
 * `dump [target options]`: connects to one server like `scan` (the same connector, limits and
 * target flags) and writes what it read as one JSON document that `scan --manifest` reads back.
 * Nothing is written to the history.
 */
import type { Target } from '../../model.js';
import { UsageError } from '../errors.js';
import { limitFlags } from '../parse.js';
import { directTargets, type TargetFlags } from '../targets.js';
import type { GlobalFlags } from '../context.js';
import { loadConnector } from '../connector.js';
import { commandStdout } from '../stdout.js';
import { jsonText } from '../../report/jsonl.js';

interface DumpFlags extends GlobalFlags, TargetFlags {
  config?: string;
  only?: string;
  timeout: string;
  maxTools: string;
  maxBytes: string;
}

export async function dumpCommand(command: string[], flags: DumpFlags): Promise<number> {
  const limits = limitFlags(flags);
  // The id only names the server in messages: nothing is stored.
  const targets: Target[] = directTargets(command, { ...flags, name: flags.name ?? (command.length > 0 ? 'dump' : undefined) }, process.env);
  if (flags.config) {
    const config = await import('../config-targets.js');
    targets.push(...(await config.configTargets({ file: flags.config, discover: false, only: flags.only, exclude: undefined, verbose: flags.verbose === true, quiet: flags.quiet === true })));
  }
  if (targets.length !== 1) throw new UsageError('dump takes one server: -- <command> [args...], --url <url>, --manifest <file>, or --config <file> --only <id>');
  const target = targets[0]!;
  if (target.kind === 'invalid') throw new UsageError(`${target.id}: ${target.reason}`);
  const connector = await loadConnector();
  const raw = await connector.fetch(target, limits);
  const { manifestDocument } = await import('../../connect/dump.js');
  commandStdout().write(`${jsonText(manifestDocument(raw), 2)}\n`);
  return 0;
}
