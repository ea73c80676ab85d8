import { readFileSync } from 'node:fs';

/**
 * The line of a tool in a `--manifest` file, for SARIF regions: the first line holding
 * `"name": "<tool>"` as JSON writes it. A name written with other escapes, or a file that cannot be
 * read any more, gives null (the region is then line 1): a location, never a reason to fail.
 */
export function manifestToolLines(): (file: string, tool: string) => number | null {
  const files = new Map<string, string[] | null>();
  return (file, tool) => {
    if (!files.has(file)) {
      try {
        files.set(file, readFileSync(file, 'utf8').split('\n'));
      } catch {
        files.set(file, null);
      }
    }
    const lines = files.get(file);
    if (!lines) return null;
    const wanted = new RegExp(`"name"\\s*:\\s*${JSON.stringify(tool).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    const i = lines.findIndex((l) => wanted.test(l));
    return i === -1 ? null : i + 1;
  };
}
