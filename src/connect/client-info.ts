/** The sensor's own version for `clientInfo`, read once from package.json (no JSON import: keeps startup lean). */
import { readFileSync } from 'node:fs';

let cached: string | undefined;

export function sensorVersion(): string {
  if (cached === undefined) {
    cached = '0.0.0';
    // dist/src/connect/ → project root; src/connect/ when run from sources.
    for (const rel of ['../../../package.json', '../../package.json']) {
      try {
        const pkg = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as { name?: unknown; version?: unknown };
        if (pkg.name === 'mcp-schema-sentinel' && typeof pkg.version === 'string') {
          cached = pkg.version;
          break;
        }
      } catch {
        // try the next location
      }
    }
  }
  return cached;
}
