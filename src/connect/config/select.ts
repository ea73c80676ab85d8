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
  const wanted = new Set(only.map((s) => s.trim()).filter((s) => s !== ''));
  if (wanted.size === 0) throw new ConfigError('--only names no server id');
  const known = targets.map((t) => t.id);
  const unknown = [...wanted].filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    const list = known.length === 0 ? '(none)' : known.slice(0, LISTED).join(', ') + (known.length > LISTED ? `, and ${known.length - LISTED} more` : '');
    throw new ConfigError(`--only: no server with id ${unknown.map((id) => JSON.stringify(id)).join(', ')}; known ids: ${list}`);
  }
  return targets.filter((t) => wanted.has(t.id));
}
