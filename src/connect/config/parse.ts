import type { JsonValue, Target } from '../../model.js';
import { canonicalize } from '../../fingerprint/canonical.js';
import { entryToTarget, isObject } from './entry.js';
import { ConfigError } from './errors.js';
import { lookup, type ExpandContext } from './expand.js';
import { JsoncSyntaxError, parseJsonc } from './jsonc.js';
import type { ClientId, ConfigSource, Env, ParseOptions } from './types.js';

/**
 * An MCP client configuration file -> Targets, in file order.
 *
 * Sections read (any file may hold several):
 * - `mcpServers` — Claude Desktop, Cursor, Windsurf, Gemini CLI, Claude Code (`~/.claude.json`, `.mcp.json`);
 * - `servers` — VS Code `mcp.json`; `mcp.servers` — VS Code `settings.json`;
 * - `projects.<path>.mcpServers` — Claude Code's per-project ("local scope") servers, with ids
 *   `<key>@<projectPath>`: the key stays first so a name reads the same in every project, and the
 *   absolute project path keeps ids unique and stable across runs (it is the key Claude Code itself uses).
 *
 * Ids are the entry keys (with `options.idPrefix` in front). A text that is not JSON (comments and
 * trailing commas allowed), a section that is not an object, or one id defined twice with different
 * settings is a ConfigError; a bad entry is an `invalid` Target; a disabled one is left out.
 * An empty file holds no servers.
 */
export function parseConfig(text: string, source: ConfigSource, env: Env, options: ParseOptions = {}): Target[] {
  const path = source.path;
  if (text.trim() === '') return [];
  let doc: JsonValue;
  try {
    doc = parseJsonc(text);
  } catch (e) {
    if (e instanceof JsoncSyntaxError) throw new ConfigError(`${path}: not valid JSON: ${e.message}`, path);
    throw e;
  }
  if (!isObject(doc)) throw new ConfigError(`${path}: expected a JSON object at the top level`, path);

  const ctx: ExpandContext = { env, client: source.client ?? inferClient(path), workspaceFolder: workspaceFolderOf(path, env) };
  const prefix = options.idPrefix ?? '';
  const byId = new Map<string, Target>();
  const add = (section: JsonValue | undefined, where: string, idOf: (key: string) => string): void => {
    if (section === undefined || section === null) return;
    if (!isObject(section)) throw new ConfigError(`${path}: ${where} must be an object`, path);
    for (const [key, raw] of Object.entries(section)) {
      // The key is the server's name in history: an empty one cannot name anything.
      if (key.trim() === '') throw new ConfigError(`${path}: ${where} has a server with an empty name`, path);
      const target = entryToTarget(prefix + idOf(key), raw, ctx);
      if (target === null) continue;
      const before = byId.get(target.id);
      if (before !== undefined && canonicalize(before) !== canonicalize(target)) {
        throw new ConfigError(`${path}: server ${JSON.stringify(target.id)} is defined twice with different settings`, path);
      }
      byId.set(target.id, target);
    }
  };

  add(doc['mcpServers'], 'mcpServers', (k) => k);
  add(doc['servers'], 'servers', (k) => k);
  const mcp = doc['mcp'];
  if (isObject(mcp)) add(mcp['servers'], 'mcp.servers', (k) => k);
  const projects = doc['projects'];
  // `projects` is Claude Code's own state; only its mcpServers sections are ours to judge.
  if (isObject(projects)) {
    for (const [projectPath, project] of Object.entries(projects)) {
      if (isObject(project)) add(project['mcpServers'], `projects[${JSON.stringify(projectPath)}].mcpServers`, (k) => `${k}@${projectPath}`);
    }
  }
  return [...byId.values()];
}

/** `--config <file>`: reads through the given function; an unreadable file is a ConfigError. */
export function loadConfigFile(
  io: { readFile(path: string): string },
  source: ConfigSource,
  env: Env,
  options: ParseOptions = {},
): Target[] {
  let text: string;
  try {
    text = io.readFile(source.path);
  } catch (e) {
    throw new ConfigError(`${source.path}: cannot read: ${ioReason(e)}`, source.path);
  }
  return parseConfig(text, source, env, options);
}

/** A one-line reason for a failed read: the errno code when there is one. */
export function ioReason(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return String((e as Error)?.message ?? e).split('\n')[0]!;
}

/**
 * The client a file belongs to, from its path, for `--config` files: only Gemini's reading of
 * `url` (SSE) depends on it. Unknown paths get undefined (generic semantics).
 */
export function inferClient(path: string): ClientId | undefined {
  const p = path.replace(/\\/g, '/').toLowerCase();
  if (p.endsWith('/.gemini/settings.json')) return 'gemini';
  if (p.endsWith('claude_desktop_config.json')) return 'claude-desktop';
  if (p.endsWith('/.claude.json') || p === '.claude.json') return 'claude-code';
  if (p.endsWith('/.cursor/mcp.json')) return 'cursor';
  if (p.endsWith('/windsurf/mcp_config.json')) return 'windsurf';
  if (/\/code - insiders\/user\/(mcp|settings)\.json$/.test(p)) return 'vscode-insiders';
  if (p.endsWith('/.vscode/mcp.json') || /\/code\/user\/(mcp|settings)\.json$/.test(p)) return 'vscode';
  return undefined;
}

/**
 * `.vscode/mcp.json` and `.cursor/mcp.json` in a project: that folder is `${workspaceFolder}`.
 * Not `~/.cursor/mcp.json`: the home folder is where Cursor's user-level file lives, not a workspace.
 */
function workspaceFolderOf(path: string, env: Env): string | undefined {
  const m = /^(.*)[\\/]\.(?:vscode|cursor)[\\/][^\\/]+$/.exec(path);
  if (!m || m[1] === '') return undefined;
  const folder = m[1]!;
  const home = [lookup(env, 'HOME'), lookup(env, 'USERPROFILE')].map((h) => h?.replace(/[\\/]+$/, ''));
  return home.includes(folder.replace(/[\\/]+$/, '')) ? undefined : folder;
}
