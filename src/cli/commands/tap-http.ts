/**
 * `tap --listen <host:port> --upstream <url>`: the tap in front of an HTTP server. It runs until it
 * is stopped (SIGINT, SIGTERM, SIGHUP), then ends every open session with its end line and exits 0.
 * Its one line of its own, on stderr, says where it listens; it never prints a header value.
 */
import { randomBytes } from 'node:crypto';
import { UsageError } from '../errors.js';
import { sensorVersion } from '../version.js';
import { clock, type GlobalFlags } from '../context.js';
import { escapeForTerminal } from '../../report/escape.js';
import { redactUrl } from '../../connect/endpoint.js';
import type { AgencyLimits } from '../../tap/entries.js';
import { openSpool } from './tap.js';
import { spoolDir } from '../spools.js';

interface TapHttpFlags extends GlobalFlags {
  name?: string;
  listen?: string;
  upstream?: string;
  allowNonLoopback?: boolean;
  agency: AgencyLimits;
}

export async function tapHttpCommand(flags: TapHttpFlags): Promise<number> {
  const { HttpTap, isLoopback, parseListen } = await import('../../tap/http-tap.js');
  const { DEFAULT_OBSERVER_LIMITS } = await import('../../tap/observer.js');
  if (flags.listen === undefined || flags.upstream === undefined) throw new UsageError('the HTTP tap needs both --listen <host:port> and --upstream <url>');
  const listen = parseListen(flags.listen);
  if (!listen) throw new UsageError(`--listen must be host:port (127.0.0.1:8931, [::1]:8931) or a port, not ${JSON.stringify(escapeForTerminal(flags.listen, { maxLength: 100 }))}`);
  if (!isLoopback(listen.host) && !flags.allowNonLoopback) {
    throw new UsageError(`--listen ${escapeForTerminal(listen.host, { maxLength: 100 })} is not a loopback address: anyone who can reach it could use the server through the tap; add --allow-non-loopback to mean it`);
  }
  let upstream: URL;
  try {
    upstream = new URL(flags.upstream);
  } catch {
    throw new UsageError('--upstream must be an http:// or https:// URL');
  }
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') throw new UsageError('--upstream must be an http:// or https:// URL');
  const endpoint = redactUrl(upstream);
  const now = clock();
  const dir = spoolDir(flags.db);
  const tap = new HttpTap(
    {
      openSpool: (session) => {
        // A spool that cannot be opened leaves that session unrecorded; traffic goes on.
        const spool = openSpool(dir, session);
        return typeof spool === 'string' ? null : spool;
      },
      newSessionId: () => `ts-${now().getTime().toString(36)}-${randomBytes(6).toString('hex')}`,
      now: process.env.MCP_SENTINEL_NOW ? () => now().getTime() : Date.now,
    },
    {
      upstream,
      host: listen.host,
      port: listen.port,
      server: flags.name ?? upstream.host,
      endpoint,
      sensorVersion: sensorVersion(),
      agency: flags.agency,
      limits: DEFAULT_OBSERVER_LIMITS,
    },
  );
  let bound;
  try {
    bound = await tap.listen();
  } catch (e) {
    throw new UsageError(`tap: cannot listen on ${escapeForTerminal(flags.listen, { maxLength: 100 })} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const shownHost = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  if (!flags.quiet) process.stderr.write(`mcp-schema-sentinel tap: listening on http://${shownHost}:${bound.port} for ${escapeForTerminal(endpoint, { maxLength: 300 })}\n`);
  await new Promise<void>((resolve) => {
    const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    const stop = () => {
      for (const s of signals) process.off(s, stop);
      resolve();
    };
    for (const s of signals) process.on(s, stop);
  });
  await tap.stop();
  return 0;
}
