/**
 * connect/: the only code that talks MCP. One call — fetchManifest — takes a target and returns the
 * tools/list manifest exactly as the server sent it, or throws a ConnectError with a code and a
 * one-line, secret-free message. Each transport is imported when a target of its kind is scanned:
 * a `--manifest` scan loads neither the stdio nor the HTTP code (nor the SDK), only the file reader.
 */
import type { ConnectLimits, RawManifest, Target } from '../model.js';
import { sensorVersion } from './client-info.js';
import { credentialsOf, endpointFor, type ScannableTarget } from './endpoint.js';
import { ConnectError, scrubError, toConnectError } from './errors.js';
import { readManifestFile } from './manifest-file.js';
import { scrubManifest } from './scrub.js';
import { StderrTail } from './stderr-tail.js';
import type { ClientIdentity } from './session.js';

export { CONNECT_ERROR_CODES, ConnectError, type ConnectErrorCode, type RedirectInfo } from './errors.js';
export { credentialsOf, endpointFor, redactUrl, type ScannableTarget } from './endpoint.js';
export { killAllServers, liveServerGroups } from './process-group.js';

export interface FetchManifestOptions {
  /** Aborting ends the scan with code 'aborted' (and kills a stdio server's process group). */
  signal?: AbortSignal;
  /** A stdio server's stderr, in chunks, bounded (64 KiB per server). Untrusted text. Its last line also goes into a failure (`stderrTail`). */
  onStderr?: (chunk: string) => void;
  /** `clientInfo.version` sent in initialize; defaults to the sensor's package version. */
  clientVersion?: string;
  /** A client profile's identity, presented instead of the sensor's own (`--profile`, a client configuration). */
  client?: ClientIdentity;
}

export async function fetchManifest(
  target: Exclude<Target, { kind: 'invalid' }>,
  limits: ConnectLimits,
  opts: FetchManifestOptions = {},
): Promise<RawManifest> {
  const tail = target.kind === 'stdio' ? new StderrTail() : null;
  const forward = opts.onStderr;
  const withTail: FetchManifestOptions = tail ? { ...opts, onStderr: (chunk) => (tail.push(chunk), forward?.(chunk)) } : opts;
  try {
    if (opts.signal?.aborted) throw new ConnectError('aborted', 'scan aborted');
    // What the server sends back is stored and printed: no credential of this target may be in it.
    return scrubManifest(await dispatch(target, limits, withTail), credentialsOf(target));
  } catch (err) {
    const failure = toConnectError(err);
    const last = tail?.lastLine(credentialsOf(target)) ?? null;
    const told = last !== null && failure.stderrTail === undefined
      ? new ConnectError(failure.code, failure.message, { status: failure.status, stage: failure.stage, redirect: failure.redirect, stderrTail: last })
      : failure;
    // Last guard: whatever went wrong, no credential of this target leaves in a message.
    throw scrubError(told, credentialsOf(target));
  }
}

async function dispatch(target: ScannableTarget, limits: ConnectLimits, opts: FetchManifestOptions): Promise<RawManifest> {
  // --timeout is the server's time: it starts once the transport code is loaded (the SDK's import
  // can take a second on a busy machine, and it is the sensor's cost, not the server's).
  const startClock = () => Date.now() + limits.timeoutMs;
  const clientVersion = opts.clientVersion ?? sensorVersion();
  const signal = { ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.client ? { client: opts.client } : {}) };
  switch (target.kind) {
    case 'manifest':
      return readManifestFile(target.file, limits);
    case 'stdio': {
      const [{ StdioTransport }, { collectManifest }] = await Promise.all([import('./stdio.js'), import('./session.js')]);
      const deadline = startClock();
      const transport = new StdioTransport({
        command: target.command,
        args: target.args,
        env: target.env,
        ...(target.cwd !== undefined ? { cwd: target.cwd } : {}),
        maxBytes: limits.maxBytes,
        ...(opts.onStderr ? { onStderr: opts.onStderr } : {}),
      });
      const result = await collectManifest(transport, { limits, clientVersion, deadline, ...signal });
      return { ...result, endpoint: endpointFor(target) };
    }
    case 'http': {
      const { fetchHttpManifest } = await import('./http.js');
      const deadline = startClock();
      return fetchHttpManifest(target, { limits, clientVersion, deadline, ...signal });
    }
    default:
      throw new ConnectError('protocol_error', 'target cannot be scanned');
  }
}
