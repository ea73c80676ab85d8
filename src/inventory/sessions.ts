import type { Session } from './inventory.js';

/**
 * Sessions from a client configuration's server ids. A configuration is one agent session; in
 * Claude Code's file, a project's servers (ids `<key>@<project path>`) join the user's global ones,
 * so each project is a session of its own (global + project), and the global servers alone are one.
 */

/** `key@/path/to/project` → the project path; a key that merely holds an `@` (`@scope/pkg`) has none. */
export function projectOf(id: string): { key: string; project: string | null } {
  const at = id.lastIndexOf('@');
  if (at > 0) {
    const rest = id.slice(at + 1);
    if (/^(?:[/~]|[A-Za-z]:[\\/]|\\\\)/.test(rest)) return { key: id.slice(0, at), project: rest };
  }
  return { key: id, project: null };
}

export function configSessions(config: string, client: string | null, ids: readonly string[]): Session[] {
  const global: string[] = [];
  const projects = new Map<string, string[]>();
  for (const id of ids) {
    const { project } = projectOf(id);
    if (project === null) global.push(id);
    else projects.set(project, [...(projects.get(project) ?? []), id]);
  }
  const out: Session[] = [];
  if (global.length > 0 || projects.size === 0) out.push({ scope: 'config', session: config, client, project: null, config, servers: global });
  for (const [project, own] of [...projects].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    out.push({ scope: 'config', session: `${config}#${project}`, client, project, config, servers: [...global, ...own] });
  }
  return out;
}

/** Each server alone: `inventory --server <ids>`, or every server of the history. */
export function serverSessions(ids: readonly string[]): Session[] {
  return ids.map((id) => ({ scope: 'server', session: id, client: null, project: null, config: null, servers: [id] }));
}
