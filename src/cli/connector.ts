import type { Target } from '../model.js';
import type { Connector } from '../scan.js';

/**
 * The real connector: connect/ loaded only when a scan needs it. `onStderr` (--verbose) receives
 * each stdio server's stderr, untrusted, with the server's id.
 */
export async function loadConnector(opts: { onStderr?: (serverId: string, chunk: string, secrets: readonly string[]) => void } = {}): Promise<Connector> {
  const connect = await import('../connect/index.js');
  const { ConnectError } = await import('../connect/errors.js');
  const { endpointFor, credentialsOf } = await import('../connect/endpoint.js');
  const { loadProfiles, profileNamed } = await import('../connect/profiles.js');
  // Who a live target says it is: its profile (set by the command from --profile or its client
  // configuration), else the data file's default. A manifest file is not connected to.
  const identityOf = (target: Target) => {
    if (target.kind !== 'stdio' && target.kind !== 'http') return null;
    const set = loadProfiles();
    const p = profileNamed(set, target.profile ?? set.defaultName);
    const caps = target.capabilitiesOf !== undefined ? profileNamed(set, target.capabilitiesOf).capabilities : p.capabilities;
    return { profile: p.name, name: p.clientInfo.name, version: p.clientInfo.version, capabilities: caps, isDefault: p.name === set.defaultName };
  };
  return {
    fetch: (target, limits, signal) => {
      const onStderr = opts.onStderr;
      const who = identityOf(target);
      return connect.fetchManifest(target, limits, {
        ...(signal ? { signal } : {}),
        ...(onStderr ? { onStderr: (chunk: string) => onStderr(target.id, chunk, credentialsOf(target)) } : {}),
        ...(who ? { client: { name: who.name, version: who.version, capabilities: who.capabilities } } : {}),
      });
    },
    identityOf,
    describe: (err) =>
      err instanceof ConnectError
        ? { code: err.code, message: err.message, ...(err.redirect ? { redirect: err.redirect } : {}), ...(err.stderrTail !== undefined ? { stderrTail: err.stderrTail } : {}) }
        : null,
    endpointOf: (target) => (target.kind === 'invalid' ? null : endpointFor(target).display),
    credentialsOf,
  };
}
