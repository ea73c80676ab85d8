/**
 * `tap config` (pure): an MCP client configuration with every stdio server run through the tap.
 * The command becomes `mcp-schema-sentinel tap --name <id> -- <command> <args…>`; env, cwd and every
 * other key stay as they are, so the server starts exactly as before. HTTP entries are left alone,
 * as are entries already wrapped. The result is printed for review, never written.
 */
import type { JsonObject, JsonValue } from '../model.js';

export interface WrapResult {
  doc: JsonValue;
  wrapped: string[];
  /** Entries left as they were, and why. */
  kept: Array<{ id: string; why: string }>;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function wrapEntry(id: string, entry: JsonValue, sentinel: string, out: WrapResult): JsonValue {
  if (!isObject(entry)) return entry;
  if (typeof entry.command !== 'string') {
    out.kept.push({ id, why: typeof entry.url === 'string' || typeof entry.serverUrl === 'string' || typeof entry.httpUrl === 'string' ? 'an HTTP server' : 'no command' });
    return entry;
  }
  const args = Array.isArray(entry.args) ? entry.args : [];
  if (entry.command === sentinel && args[0] === 'tap') {
    out.kept.push({ id, why: 'already runs through the tap' });
    return entry;
  }
  out.wrapped.push(id);
  const copy: JsonObject = {};
  for (const [k, v] of Object.entries(entry)) Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
  copy.command = sentinel;
  copy.args = ['tap', '--name', id, '--', entry.command, ...args];
  return copy;
}

function wrapSection(section: JsonValue | undefined, sentinel: string, out: WrapResult, idOf: (key: string) => string): JsonValue | undefined {
  if (!isObject(section)) return section;
  const copy: JsonObject = {};
  for (const [key, entry] of Object.entries(section)) {
    Object.defineProperty(copy, key, { value: wrapEntry(idOf(key), entry, sentinel, out), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/**
 * The sections `scan --config` reads: mcpServers, servers, mcp.servers, projects.<path>.mcpServers.
 * `idPrefix` is prepended to every `--name`: `<client>/` gives the ids `scan --discover` uses.
 */
export function wrapConfig(doc: JsonValue, sentinel = 'mcp-schema-sentinel', idPrefix = ''): WrapResult {
  const out: WrapResult = { doc, wrapped: [], kept: [] };
  if (!isObject(doc)) return out;
  const top: JsonObject = { ...doc };
  if ('mcpServers' in doc) top.mcpServers = wrapSection(doc.mcpServers, sentinel, out, (k) => idPrefix + k)!;
  if ('servers' in doc) top.servers = wrapSection(doc.servers, sentinel, out, (k) => idPrefix + k)!;
  if (isObject(doc.mcp) && 'servers' in doc.mcp) top.mcp = { ...doc.mcp, servers: wrapSection(doc.mcp.servers, sentinel, out, (k) => idPrefix + k)! };
  if (isObject(doc.projects)) {
    const projects: JsonObject = {};
    for (const [path, project] of Object.entries(doc.projects)) {
      const p = isObject(project) && 'mcpServers' in project ? { ...project, mcpServers: wrapSection(project.mcpServers, sentinel, out, (k) => `${idPrefix}${k}@${path}`)! } : project;
      Object.defineProperty(projects, path, { value: p, enumerable: true, writable: true, configurable: true });
    }
    top.projects = projects;
  }
  out.doc = top;
  return out;
}
