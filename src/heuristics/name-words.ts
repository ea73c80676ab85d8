/**
 * How cross-server name checks read a tool name. Kept apart from the engine so that the fleet
 * pass (pipeline/content.ts) folds names exactly as shadowing.ts does without loading the engine.
 */

/** A name that cannot be an ordinary word: snake_case, kebab-case, dotted, digits, camelCase. */
export const IDENTIFIER_LIKE = /[_\-.0-9]|[a-z][A-Z]/;

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

/**
 * How many of a server's tool names must start with one word for it to be the server's namespace:
 * two names sharing a first word is chance (`get_user`, `get_post`), three make a family.
 */
const NAMESPACE_TOOLS = 3;

/**
 * The first words a server puts in front of a family of its tools (`gmaps_` on a scraper's three
 * map tools, `maps_` on a maps server's eighteen): the vendor's product or source, not a word of
 * what the tool does. Only names of two words or more count (a bare `search` has no prefix).
 */
export function namespaces(names: Iterable<string>): Set<string> {
  const count = new Map<string, number>();
  for (const name of names) {
    const words = nameWords(name);
    if (words.length >= 2) count.set(words[0]!, (count.get(words[0]!) ?? 0) + 1);
  }
  return new Set([...count].filter(([, n]) => n >= NAMESPACE_TOOLS).map(([w]) => w));
}
