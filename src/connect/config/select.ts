import type { Target } from '../../model.js';
import { ConfigError } from './errors.js';

/** How many known ids a `--only` error lists before it says "and N more". */
const LISTED = 40;

/**
 * `--only a,b` (the caller splits on commas): keeps the targets whose id is listed, in their
 * original order, invalid ones included (their error record is still wanted). An id that matches
 * nothing is a ConfigError naming it and the known ids, so a typo never silently scans nothing.
 */
export function selectOnly(targets: readonly Target[], only: readonly string[]): Target[] {
  const wanted = namedIds(targets, only, '--only');
  return targets.filter((t) => wanted.has(t.id));
}

/**
 * `--exclude a,b`: drops the targets whose id is listed (entries that cannot run unattended, such
 * as a server that asks for input). An unknown id is an error for the same reason as in --only.
 */
export function selectExcept(targets: readonly Target[], exclude: readonly string[]): Target[] {
  const unwanted = namedIds(targets, exclude, '--exclude');
  return targets.filter((t) => !unwanted.has(t.id));
}

function namedIds(targets: readonly Target[], ids: readonly string[], flag: string): Set<string> {
  const named = new Set(ids.map((s) => s.trim()).filter((s) => s !== ''));
  if (named.size === 0) throw new ConfigError(`${flag} names no server id`);
  const known = targets.map((t) => t.id);
  const unknown = [...named].filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    const list = known.length === 0 ? '(none)' : known.slice(0, LISTED).join(', ') + (known.length > LISTED ? `, and ${known.length - LISTED} more` : '');
    throw new ConfigError(`${flag}: no server with id ${unknown.map((id) => JSON.stringify(id)).join(', ')}; known ids: ${list}`);
  }
  return named;
}
