/**
 * `tap -- <command> [args…]`: what a client configuration runs instead of the server. The tap's
 * stdin, stdout and stderr are the server's; its own words go to stderr only when it cannot start
 * the server. Observation failures are written into the spool, never onto the client's streams.
 */
import { createWriteStream, fstatSync, mkdirSync, readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { basename, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { UsageError } from '../errors.js';
import { sensorVersion } from '../version.js';
import { clock, type GlobalFlags } from '../context.js';
import { durationMs, positiveInt } from '../parse.js';
import { escapeForTerminal } from '../../report/escape.js';
import { printText } from '../print.js';
import { spoolDir } from '../spools.js';

interface TapFlags extends GlobalFlags {
  name?: string;
  cwd?: string;
  maxChain: string;
  maxBreadth: string;
  checkpointGap: string;
  sessionTtl: string;
  sentinel?: string;
  ids?: string;
  listen?: string;
  upstream?: string;
  allowNonLoopback?: boolean;
}

export function agencyLimits(flags: Pick<TapFlags, 'maxChain' | 'maxBreadth' | 'checkpointGap' | 'sessionTtl'>) {
  const breadth = Number(flags.maxBreadth);
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(flags.maxBreadth.trim()) || !(breadth > 0)) {
    throw new UsageError(`--max-breadth must be a fraction above 0 and at most 1 (0.5: half the listed tools), not ${JSON.stringify(flags.maxBreadth)}`);
  }
  return {
    max_chain: positiveInt(flags.maxChain, '--max-chain', 1_000_000),
    max_breadth: breadth,
    checkpoint_gap_ms: durationMs(flags.checkpointGap, '--checkpoint-gap'),
    session_ttl_ms: durationMs(flags.sessionTtl, '--session-ttl'),
  };
}

/**
 * Node writes to a pipe on stdout synchronously on Linux; a tap blocked there would stop the other
 * direction too. A pipe or socket gets a non-blocking stream of its own.
 */
function clientOutput(): Writable {
  try {
    const st = fstatSync(1);
    if (st.isFIFO() || st.isSocket()) return new Socket({ fd: 1, readable: false, writable: true });
  } catch {
    // fall back to process.stdout
  }
  return process.stdout;
}

/** The session's spool file, or why it could not be opened (traffic goes on unrecorded). */
export function openSpool(dir: string, session: string) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stream = createWriteStream(join(dir, `${session}.jsonl`), { flags: 'ax', mode: 0o600 });
    let failure: string | null = null;
    stream.on('error', (err: NodeJS.ErrnoException) => {
      failure ??= err.code ?? err.message;
    });
    return {
      write: (text: string) => {
        if (failure === null) stream.write(text);
      },
      backlog: () => stream.writableLength,
      failed: () => failure,
      close: () =>
        new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 5000);
          t.unref();
          // A write that fails after end() hands its error to this callback before the stream's
          // 'error' event, which waits for the file to close: read it here, or it is not said.
          stream.end((err?: NodeJS.ErrnoException | null) => {
            const said = (): void => {
              if (err) failure ??= err.code ?? err.message;
              clearTimeout(t);
              resolve();
            };
            // A stream an earlier write already failed is destroyed: end() says only that, and the
            // cause (EFBIG, ENOSPC) comes with the 'error' event, before 'close'. Wait for it.
            if (err?.code === 'ERR_STREAM_DESTROYED' && !stream.closed) stream.once('close', said);
            else said();
          });
        }),
    };
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? 'error';
  }
}

/**
 * Which ids the wrapped servers get, so that the tap's sessions meet the scans of the same server
 * in one history: `scan --discover` names a server `<client>/<key>`, `scan --config <file>` names
 * it `<key>`. A client's own well-known file defaults to the former (that is what a cron
 * `--discover` scans), any other file to the latter; `--ids` chooses.
 */
async function idStyle(file: string, ids: string | undefined): Promise<{ prefix: string; says: string }> {
  if (ids !== undefined && ids !== 'config' && ids !== 'discover') throw new UsageError(`--ids must be config or discover, not ${escapeForTerminal(ids, { maxLength: 40 })}`);
  if (ids === 'config') return { prefix: '', says: '`scan --config` names them' };
  const { discoverConfigs } = await import('../../connect/config/discover.js');
  const { nodeDiscoveryIO } = await import('../../connect/config/node-io.js');
  const known = discoverConfigs(nodeDiscoveryIO()).find((c) => resolve(c.path) === resolve(file));
  if (known) return { prefix: `${known.client}/`, says: '`scan --discover` names them' };
  if (ids === 'discover') throw new UsageError(`--ids discover: ${escapeForTerminal(file, { maxLength: 300 })} is not a client configuration file \`--discover\` reads`);
  return { prefix: '', says: '`scan --config` names them' };
}

/** `tap config <file>`: the configuration with each stdio server wrapped, on stdout; the file is not touched. */
async function configCommand(args: string[], flags: TapFlags): Promise<number> {
  if (args.length !== 1) throw new UsageError('tap config needs one client configuration file: tap config <file>');
  const file = args[0];
  const shown = escapeForTerminal(file, { maxLength: 300 });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${shown} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const { parseJsonc, JsoncSyntaxError } = await import('../../connect/config/jsonc.js');
  const { wrapConfig } = await import('../../tap/wrap-config.js');
  let doc;
  try {
    doc = parseJsonc(text);
  } catch (e) {
    if (e instanceof JsoncSyntaxError) throw new UsageError(`${shown}: not valid JSON: ${e.message}`);
    throw e;
  }
  const ids = await idStyle(file, flags.ids);
  const r = wrapConfig(doc, flags.sentinel ?? 'mcp-schema-sentinel', ids.prefix);
  printText(JSON.stringify(r.doc, null, 2));
  if (!flags.quiet) {
    const kept = r.kept.map((k) => `${k.id} (${k.why})`).join(', ');
    process.stderr.write(
      `mcp-schema-sentinel: ${r.wrapped.length} server(s) wrapped in the tap, named as ${ids.says}${kept ? `; left as they were: ${escapeForTerminal(kept, { maxLength: 600 })}` : ''}. Nothing was written: review, then install it in place of ${shown}${/\/\/|\/\*/.test(text) ? ' (its comments are not carried over)' : ''}\n`,
    );
  }
  return 0;
}

export async function tapCommand(command: string[], flags: TapFlags): Promise<number> {
  // `tap config <file>`; `tap -- config …` runs a server named config.
  if (command[0] === 'config' && !process.argv.includes('--')) return configCommand(command.slice(1), flags);
  if (flags.listen !== undefined || flags.upstream !== undefined) {
    if (command.length > 0) throw new UsageError('tap: give either --listen and --upstream (an HTTP server) or -- <command> (a stdio server), not both');
    return (await import('./tap-http.js')).tapHttpCommand({ ...flags, agency: agencyLimits(flags) });
  }
  if (command.length === 0) throw new UsageError('tap needs the server to run: tap [--name <id>] -- <command> [args...], or --listen <host:port> --upstream <url> for an HTTP server');
  const agency = agencyLimits(flags);
  const now = clock();
  const { runTap } = await import('../../tap/index.js');
  const session = `ts-${now().getTime().toString(36)}-${randomBytes(6).toString('hex')}`;
  const server = flags.name ?? basename(command[0]);
  const parent = process.ppid;
  const input = process.stdin;
  const output = clientOutput();
  const dir = spoolDir(flags.db);
  const spool = openSpool(dir, session);
  const result = await runTap(
    {
      input,
      output,
      onSignal(handler) {
        const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
        for (const s of signals) process.on(s, handler);
        return () => {
          for (const s of signals) process.off(s, handler);
        };
      },
      clientGone: () => process.ppid !== parent,
      spool: typeof spool === 'string' ? null : spool,
      now: process.env.MCP_SENTINEL_NOW ? () => now().getTime() : Date.now,
    },
    {
      command: command[0],
      args: command.slice(1),
      env: process.env,
      cwd: flags.cwd,
      server,
      endpoint: ['stdio:' + command[0], ...command.slice(1)].join(' '),
      session,
      sensorVersion: sensorVersion(),
      agency,
    },
  );
  if (result.end.kind === 'spawn-failed') {
    const why = result.end.code === 'ENOENT' ? 'command not found' : result.end.code;
    process.stderr.write(`mcp-schema-sentinel tap: cannot start ${escapeForTerminal(command[0], { maxLength: 200 })}: ${escapeForTerminal(why)}\n`);
    return 127;
  }
  // The client reads what is still buffered for it before the tap goes.
  if (output !== process.stdout) await new Promise<void>((r) => output.end(r));
  // A spool that failed is said once, after the server has gone, so that the line cannot fall into
  // the middle of one of the server's own stderr lines.
  const failed = typeof spool === 'string' ? `could not be opened in ${dir} (${spool})` : spool.failed() !== null ? `could not be written (${spool.failed()}); it holds the session up to there` : null;
  if (failed && !flags.quiet) process.stderr.write(`mcp-schema-sentinel tap: the spool of session ${session} ${escapeForTerminal(failed, { maxLength: 400 })}; the traffic went through unchanged\n`);
  return result.end.code;
}
