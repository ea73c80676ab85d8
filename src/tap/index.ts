/**
 * One tap session: the relay forwards, the observer queues a copy, the reader turns it into
 * entries, the spool keeps them. Everything that touches the process (streams, signals, files, the
 * clock) is passed in by the CLI.
 */
import type { AgencyLimits } from './entries.js';
import { SPOOL_FORMAT } from './entries.js';
import { FrameReader } from './observe.js';
import { DEFAULT_OBSERVER_LIMITS, Observer, type ObserverLimits } from './observer.js';
import { relay, type RelayEnd, type RelayIo } from './relay.js';
import { SpoolWriter, type SpoolSink } from './spool.js';

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

/** How long, after the server is gone, the observer may take to finish what it queued. */
const DRAIN_BOUND_MS = 5000;

export async function runTap(io: TapIo, opts: TapOptions): Promise<TapResult> {
  const writer = io.spool ? new SpoolWriter(io.spool) : null;
  const emit = writer ? writer.append.bind(writer) : () => undefined;
  emit({
    type: 'session',
    session: opts.session,
    server: opts.server,
    endpoint: opts.endpoint,
    started: new Date(io.now()).toISOString(),
    spool_format: SPOOL_FORMAT,
    sensor_version: opts.sensorVersion,
    agency: opts.agency,
  });
  const reader = new FrameReader(emit);
  const observer = new Observer((dir, frame, at) => reader.frame(dir, frame, at), opts.limits ?? DEFAULT_OBSERVER_LIMITS, undefined, io.now);
  const end = await relay(io, {
    command: opts.command,
    args: opts.args,
    env: opts.env,
    cwd: opts.cwd,
    observe: (dir, chunk) => observer.push(dir, chunk),
    observeEnd: (dir) => observer.end(dir),
  });
  await Promise.race([observer.drained(), new Promise((r) => setTimeout(r, DRAIN_BOUND_MS).unref())]);
  try {
    reader.core.finish();
  } catch {
    observer.stats.failures++;
  }
  const observed = {
    ...reader.summary(),
    chunks: observer.stats.chunks,
    bytes_c2s: observer.stats.bytes.c2s,
    bytes_s2c: observer.stats.bytes.s2c,
    dropped_chunks: observer.stats.droppedChunks,
    dropped_bytes: observer.stats.droppedBytes,
    observe_failures: observer.stats.failures,
    spool_dropped: writer?.dropped ?? 0,
    spool_failure: io.spool?.failed() ?? 'not opened',
  };
  emit({
    type: 'end',
    t: new Date(io.now()).toISOString(),
    exit_code: end.kind === 'exited' ? end.code : null,
    why: end.kind === 'exited' ? end.why : 'spawn-failed',
    observed,
  });
  await io.spool?.close();
  return { end, observed };
}
