import { homedir } from 'node:os';
import { join } from 'node:path';

/** --db, else $MCP_SENTINEL_DB, else $XDG_DATA_HOME/mcp-schema-sentinel/history.db (~/.local/share/...). */
export function resolveDbPath(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (flag) return flag;
  if (env.MCP_SENTINEL_DB) return env.MCP_SENTINEL_DB;
  const dataHome = env.XDG_DATA_HOME || join(env.HOME || homedir(), '.local', 'share');
  return join(dataHome, 'mcp-schema-sentinel', 'history.db');
}
