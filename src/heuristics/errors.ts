/**
 * A heuristics data file that cannot be used: unreadable, not JSON, an unknown key, a duplicate
 * id, a pattern that does not compile. The message names the file and, where there is one, the id.
 */
export class HeuristicsDataError extends Error {
  override readonly name = 'HeuristicsDataError';
  constructor(
    readonly file: string,
    readonly id: string | null,
    detail: string,
  ) {
    super(`heuristics data ${file}${id !== null ? ` (${id})` : ''}: ${detail}`);
  }
}
