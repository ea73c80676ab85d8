import type { RiskyData, RiskyEntry } from './data.js';

/**
 * The risky-name list of H2 (new parameter) and H13 (new tool): names are split into tokens
 * (snake_case, kebab-case, camelCase, digits) so `execAfter` and `run_shell_cmd` match while
 * `codec` or `executive_summary` do not.
 */

/** Lower-case tokens of an identifier: `runShellCMD2` → run, shell, cmd, 2. */
export function nameTokens(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

export function entryMatches(e: RiskyEntry, tokens: string[]): boolean {
  let hit: boolean;
  switch (e.match) {
    case 'token':
      hit = tokens.includes(e.value);
      break;
    case 'prefix':
      hit = tokens.some((t) => t.startsWith(e.value) && !e.except.includes(t));
      break;
    case 'name':
      hit = tokens.join('_') === e.value;
      break;
  }
  if (!hit) return false;
  return e.with === null || tokens.some((t) => e.with!.includes(t));
}

export class RiskyNames {
  constructor(
    private readonly data: RiskyData,
    private readonly fold: (s: string) => string,
  ) {}

  /** The entries a name matches (for evidence and for the data examples). */
  matches(name: string): RiskyEntry[] {
    const tokens = nameTokens(this.fold(name));
    return this.data.entries.filter((e) => entryMatches(e, tokens));
  }

  isRisky(name: string): boolean {
    return this.matches(name).length > 0;
  }
}
