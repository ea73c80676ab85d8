import path from 'node:path';
import type { Target } from '../../model.js';
import { canonicalize } from '../../fingerprint/canonical.js';
import { ConfigError } from './errors.js';
import { lookup } from './expand.js';
import { ioReason, parseConfig } from './parse.js';
import type { ClientId, DiscoveredConfig, DiscoveryIO, Env, LoadedConfigs } from './types.js';

/**
 * The user-level configuration files of the supported clients, in a fixed order, each with
 * whether it exists now. Nothing is read here.
 *
 * - Claude Desktop: `<app data>/Claude/claude_desktop_config.json` (no official Linux build; the
 *   community ones use the XDG folder, so it is looked for there too).
 * - Claude Code: `~/.claude.json` (user and per-project servers), or `$CLAUDE_CONFIG_DIR/.claude.json`
 *   when that is set, as Claude Code itself does.
 * - Cursor `~/.cursor/mcp.json`; Windsurf `~/.codeium/windsurf/mcp_config.json`; Gemini CLI
 *   `~/.gemini/settings.json` — under the home folder on every platform.
 * - VS Code (and Insiders): `<app data>/Code/User/mcp.json`, and `settings.json` for the older `mcp.servers`.
 *
 * `<app data>` is `$XDG_CONFIG_HOME` (absolute, else `~/.config`) on Linux and other Unixes,
 * `~/Library/Application Support` on macOS, `%APPDATA%` (else `~\AppData\Roaming`) on Windows.
 * Home is `$HOME` (on Windows `%USERPROFILE%`, then `$HOME`), else `io.homedir`.
 */
export function discoverConfigs(io: DiscoveryIO): DiscoveredConfig[] {
  const win = io.platform === 'win32';
  const p = win ? path.win32 : path.posix;
  const env = io.env;
  const home = nonEmpty(win ? lookup(env, 'USERPROFILE') ?? lookup(env, 'HOME') : lookup(env, 'HOME')) ?? io.homedir;

  let appData: string;
  if (win) {
    appData = nonEmpty(lookup(env, 'APPDATA')) ?? p.join(home, 'AppData', 'Roaming');
  } else if (io.platform === 'darwin') {
    appData = p.join(home, 'Library', 'Application Support');
  } else {
    // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
    const xdg = nonEmpty(lookup(env, 'XDG_CONFIG_HOME'));
    appData = xdg !== undefined && p.isAbsolute(xdg) ? xdg : p.join(home, '.config');
  }
  const claudeCodeDir = nonEmpty(lookup(env, 'CLAUDE_CONFIG_DIR')) ?? home;

  const candidates: Array<[ClientId, string]> = [
    ['claude-desktop', p.join(appData, 'Claude', 'claude_desktop_config.json')],
    ['claude-code', p.join(claudeCodeDir, '.claude.json')],
    ['cursor', p.join(home, '.cursor', 'mcp.json')],
    ['windsurf', p.join(home, '.codeium', 'windsurf', 'mcp_config.json')],
    ['gemini', p.join(home, '.gemini', 'settings.json')],
    ['vscode', p.join(appData, 'Code', 'User', 'mcp.json')],
    ['vscode', p.join(appData, 'Code', 'User', 'settings.json')],
    ['vscode-insiders', p.join(appData, 'Code - Insiders', 'User', 'mcp.json')],
    ['vscode-insiders', p.join(appData, 'Code - Insiders', 'User', 'settings.json')],
  ];
  return candidates.map(([client, file]) => ({ client, path: file, exists: io.exists(file) }));
}

/**
 * `--discover`: reads every existing well-known file and parses it with ids `<client>/<key>`.
 * A missing file is skipped silently; an unreadable or unparsable one is listed in `errors` and
 * the others are still read. When VS Code's `mcp.json` and `settings.json` define the same id,
 * an identical copy (VS Code's own migration leaves one) is dropped; a different one is an error
 * and the first definition is the one scanned. `env` (default `io.env`) is used for `${VAR}`.
 */
export function loadDiscovered(io: DiscoveryIO, env: Env = io.env): LoadedConfigs {
  const out: LoadedConfigs = { targets: [], filesRead: [], errors: [] };
  const firstSeen = new Map<string, { target: Target; path: string }>();
  for (const { client, path: file, exists } of discoverConfigs(io)) {
    if (!exists) continue;
    let text: string;
    try {
      text = io.readFile(file);
    } catch (e) {
      out.errors.push({ path: file, message: `${file}: cannot read: ${ioReason(e)}` });
      continue;
    }
    out.filesRead.push(file);
    let targets: Target[];
    try {
      targets = parseConfig(text, { path: file, client }, env, { idPrefix: `${client}/` });
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      out.errors.push({ path: file, message: e.message });
      continue;
    }
    for (const target of targets) {
      const before = firstSeen.get(target.id);
      if (before === undefined) {
        firstSeen.set(target.id, { target, path: file });
        out.targets.push(target);
      } else if (canonicalize(before.target) !== canonicalize(target)) {
        out.errors.push({
          path: file,
          message: `${file}: server ${JSON.stringify(target.id)} is also defined in ${before.path} with different settings; that one is scanned`,
        });
      }
    }
  }
  return out;
}

function nonEmpty(s: string | undefined): string | undefined {
  return s === undefined || s === '' ? undefined : s;
}
