import type { Connector } from '../scan.js';

/** The real connector: connect/ loaded only when a scan needs it. */
export async function loadConnector(): Promise<Connector> {
  const connect = await import('../connect/index.js');
  const { ConnectError } = await import('../connect/errors.js');
  const { endpointFor, credentialsOf } = await import('../connect/endpoint.js');
  return {
    fetch: (target, limits, signal) => connect.fetchManifest(target, limits, signal ? { signal } : {}),
    describe: (err) =>
      err instanceof ConnectError ? { code: err.code, message: err.message, ...(err.redirect ? { redirect: err.redirect } : {}) } : null,
    endpointOf: (target) => (target.kind === 'invalid' ? null : endpointFor(target).display),
    credentialsOf,
  };
}
