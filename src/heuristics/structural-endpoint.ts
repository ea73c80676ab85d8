import type { Finding } from '../model.js';
import type { EndpointDetail } from '../findings.js';
import { boundFragment } from '../diff/fragment.js';
import type { Heuristics } from './types.js';

export interface EndpointSeen {
  /** Endpoint display ("stdio:node server.js", "https://host/mcp"), already free of secrets. */
  endpoint: string;
  /** Keyed hash of the credentials used (headers, env), or null when none. */
  credentialHash: string | null;
}

function origin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** connect/ only reports cross-origin redirects; re-checked here so that a same-origin hop never alerts. */
function crossOrigin(r: { from: string; to: string }): boolean {
  const a = origin(r.from);
  const b = origin(r.to);
  return a === null || b === null || a !== b;
}

/**
 * H4 endpoint-rotation: the same server id now answers somewhere else while the same credentials
 * (or none, both times) are sent — a server moved under the operator's feet. A move with new
 * credentials is an operator's reconfiguration and raises nothing. An HTTP redirect to another
 * origin fires on its own, first scan included. Returns null when nothing fired. Severity comes
 * from the catalogue when `h` is given (HIGH otherwise, as the specification sets it).
 */
export function endpointFinding(
  prev: EndpointSeen | null,
  cur: EndpointSeen,
  redirect?: { from: string; to: string },
  h?: Pick<Heuristics, 'meta'>,
): Finding | null {
  const moved = prev !== null && prev.endpoint !== cur.endpoint && prev.credentialHash === cur.credentialHash;
  const redirected = redirect !== undefined && crossOrigin(redirect);
  if (!moved && !redirected) return null;
  const detail: EndpointDetail = { before: prev ? boundFragment(prev.endpoint) : null, after: boundFragment(cur.endpoint) };
  if (redirected) {
    detail.redirect_from = boundFragment(redirect.from);
    detail.redirect_to = boundFragment(redirect.to);
  }
  return {
    heuristic: 'H4',
    severity: h ? h.meta('H4').severity : 'HIGH',
    type: 'server_change',
    tool: null,
    field: 'endpoint',
    fragment: boundFragment(redirected ? redirect.to : cur.endpoint),
    detail,
    change: { kind: 'changes', what: 'endpoint' },
  };
}
