import { readFileSync } from 'node:fs';

let cached: string | null = null;

/** The package version, read once from package.json (cheaper than importing anything). */
export function sensorVersion(): string {
  if (cached === null) {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    cached = pkg.version;
  }
  return cached;
}
