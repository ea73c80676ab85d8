/**
 * How cross-server name checks read a tool name. Kept apart from the engine so that the fleet
 * pass (pipeline/content.ts) folds names exactly as shadowing.ts does without loading the engine.
 */

/** Case and separators (`-`, `.`, `_`, spaces) do not tell two names apart: `listSessions` is `list-sessions`. */
export const foldName = (name: string): string => name.toLowerCase().replace(/[\s.\-_]+/g, '');

/** The words of a tool name: split at separators and camelCase humps, lower-cased. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s.\-_]+/)
    .filter((w) => w.length > 0);
}
