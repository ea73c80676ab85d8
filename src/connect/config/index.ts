/** MCP client configuration files -> Targets: `scan --config <file>`, `--discover`, `--only`. */
export { parseConfig, loadConfigFile, inferClient } from './parse.js';
export { discoverConfigs, loadDiscovered } from './discover.js';
export { selectExcept, selectOnly } from './select.js';
export { nodeDiscoveryIO } from './node-io.js';
export { ConfigError } from './errors.js';
export { CLIENT_IDS } from './types.js';
export type { ClientId, ConfigSource, DiscoveredConfig, DiscoveryIO, Env, LoadedConfigs, ParseOptions } from './types.js';
