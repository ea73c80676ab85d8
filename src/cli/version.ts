import { readFileSync } from 'node:fs';

interface Pkg {
  version: string;
  homepage?: unknown;
}

let cached: Pkg | null = null;

function pkg(): Pkg {
  cached ??= JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as Pkg;
  return cached;
}

/** The package version, read once from package.json (cheaper than importing anything). */
export function sensorVersion(): string {
  return pkg().version;
}

/** package.json's homepage when it is an absolute http(s) URL (SARIF's informationUri); none is published yet. */
export function sensorHomepage(): string | undefined {
  const h = pkg().homepage;
  return typeof h === 'string' && /^https?:\/\/[^\s/]+/.test(h) ? h : undefined;
}
