import { randomBytes } from 'node:crypto';
import type { JsonObject, RawManifest, Target } from '../../src/model.js';
import { DEFAULT_SCAN_OPTIONS, type Connector, type ScanOptions } from '../../src/scan.js';

/** The CLI's defaults, so in-process scans do the work a plain `scan` does. */
export const CLI_DEFAULT_OPTIONS: ScanOptions = DEFAULT_SCAN_OPTIONS;

/** A manifest as connect/ returns it for an offline `--manifest` file. */
export function rawManifest(tools: JsonObject[], display = 'manifest:bench.json'): RawManifest {
  return {
    tools,
    serverInfo: { name: 'bench-server', version: '1.4.2' },
    protocolVersion: '2025-11-25',
    capabilities: { tools: { listChanged: true } },
    instructions: null,
    endpoint: { transport: 'manifest', display },
    pages: 1,
    bytes: JSON.stringify({ tools }).length,
  };
}

/** Serves one fixed manifest to every target: no process, no network, no file. */
export function fixedConnector(raw: RawManifest): Connector {
  return {
    fetch: async () => raw,
    describe: () => null,
    endpointOf: () => raw.endpoint.display,
    credentialsOf: () => [],
  };
}

export function manifestTarget(id: string): Target {
  return { kind: 'manifest', id, file: `${id}.json` };
}

/** The same shape as the CLI's scan ids (src/cli/context.ts), so stored rows have their real size. */
export function scanId(): string {
  return `sc-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
}
