/**
 * One tap session: the relay forwards, and hands a copy of each chunk to the observer thread, which
 * frames, parses and fingerprints it and chains the spool's lines; this thread writes them. Everything that touches the process (streams, signals, files, the
 * clock) is passed in by the CLI.
 */
import type { AgencyLimits } from './entries.js';
import { SPOOL_FORMAT } from './entries.js';
import { DEFAULT_OBSERVER_LIMITS, type ObserverLimits } from './observer.js';
import { ThreadObserver } from './observer-thread.js';
import { relay, type RelayEnd, type RelayIo } from './relay.js';
import type { SpoolSink } from './spool.js';

export interface TapOptions {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  server: string;
  endpoint: string;
  session: string;
  sensorVersion: string;
  agency: AgencyLimits;
  limits?: ObserverLimits;
}

export interface TapIo extends RelayIo {
  /** The session's spool, or null when it could not be opened (traffic goes on unrecorded). */
  spool: (SpoolSink & { close(): Promise<void> }) | null;
  now(): number;
}

export interface TapResult {
  end: RelayEnd;
  observed: Record<string, unknown>;
}

/** How long, after the server is gone, the observer thread may take to finish what it was given. */
const DRAIN_BOUND_MS = 5000;

export async function runTap(io: TapIo, opts: TapOptions): Promise<TapResult> {
  const observer = new ThreadObserver({ limits: opts.limits ?? DEFAULT_OBSERVER_LIMITS, spool: io.spool, now: io.now });
  try {
    observer.emit({
      type: 'session',
      session: opts.session,
      server: opts.server,
      endpoint: opts.endpoint,
      started: new Date(io.now()).toISOString(),
      spool_format: SPOOL_FORMAT,
      sensor_version: opts.sensorVersion,
      agency: opts.agency,
    });
    const end = await relay(io, {
      command: opts.command,
      args: opts.args,
      env: opts.env,
      cwd: opts.cwd,
      observe: (dir, chunk) => observer.push(dir, chunk),
      observeEnd: (dir) => observer.end(dir),
    });
    await Promise.race([observer.drained(), new Promise((r) => setTimeout(r, DRAIN_BOUND_MS).unref())]);
    const observed = await observer.finish(
      {
        t: new Date(io.now()).toISOString(),
        exit_code: end.kind === 'exited' ? end.code : null,
        why: end.kind === 'exited' ? end.why : 'spawn-failed',
      },
      DRAIN_BOUND_MS,
    );
    await io.spool?.close();
    return { end, observed };
  } finally {
    // The observer thread never outlives the session (it would keep the process alive).
    await observer.close();
  }
}
