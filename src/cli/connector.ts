import type { Connector } from '../scan.js';

/**
 * The real connector: connect/ loaded only when a scan needs it. `onStderr` (--verbose) receives
 * each stdio server's stderr, untrusted, with the server's id.
 */
export async function loadConnector(opts: { onStderr?: (serverId: string, chunk: string, secrets: readonly string[]) => void } = {}): Promise<Connector> {
  const connect = await import('../connect/index.js');
  const { ConnectError } = await import('../connect/errors.js');
  const { endpointFor, credentialsOf } = await import('../connect/endpoint.js');
  return {
    fetch: (target, limits, signal) => {
      const onStderr = opts.onStderr;
      return connect.fetchManifest(target, limits, { ...(signal ? { signal } : {}), ...(onStderr ? { onStderr: (chunk: string) => onStderr(target.id, chunk, credentialsOf(target)) } : {}) });
    },
    describe: (err) =>
      err instanceof ConnectError
        ? { code: err.code, message: err.message, ...(err.redirect ? { redirect: err.redirect } : {}), ...(err.stderrTail !== undefined ? { stderrTail: err.stderrTail } : {}) }
        : null,
    endpointOf: (target) => (target.kind === 'invalid' ? null : endpointFor(target).display),
    credentialsOf,
  };
}
