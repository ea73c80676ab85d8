import type { Target } from '../../model.js';

/** MCP clients whose configuration files the sensor reads; discovered servers get ids `<client>/<key>`. */
export const CLIENT_IDS = [
  'claude-desktop',
  'claude-code',
  'cursor',
  'windsurf',
  'gemini',
  'vscode',
  'vscode-insiders',
] as const;
export type ClientId = (typeof CLIENT_IDS)[number];

/** The file a configuration text came from. `client` changes meaning only where clients differ (Gemini's `url` is SSE). */
export interface ConfigSource {
  path: string;
  /** Inferred from the path when absent (see inferClient). */
  client?: ClientId;
}

export interface ParseOptions {
  /** Prepended to every id: `--discover` passes `<client>/`. */
  idPrefix?: string;
}

/** Environment as the operator's shell has it; a missing key is an unset variable. */
export type Env = Record<string, string | undefined>;

/**
 * Everything discovery needs from the machine, passed in so tests can fake HOME, APPDATA,
 * XDG_CONFIG_HOME and the platform. Paths are built with the path flavour of `platform`
 * (backslashes on win32).
 */
export interface DiscoveryIO {
  env: Env;
  platform: NodeJS.Platform;
  /** The OS's idea of the home directory; `HOME` (or `USERPROFILE` on win32) in `env` wins over it. */
  homedir: string;
  exists(path: string): boolean;
  /** Throws (any error) when the file cannot be read. */
  readFile(path: string): string;
}

/** A well-known configuration path; `exists` says whether a file is there now. */
export interface DiscoveredConfig {
  client: ClientId;
  path: string;
  exists: boolean;
}

export interface LoadedConfigs {
  targets: Target[];
  /** Files that were read (for the "read: <path>" lines on stderr), in discovery order. */
  filesRead: string[];
  /** Files that exist but could not be read or parsed, and ids defined twice: one line each, no secrets. */
  errors: { path: string; message: string }[];
}
