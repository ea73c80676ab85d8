import { HeuristicsDataError } from './errors.js';

/**
 * Strict shape checks for the data files: an unknown key is refused (a typo such as `wieght`
 * must not silently drop a weight), and every error names the file and the entry id.
 */
export class Checker {
  constructor(
    readonly file: string,
    private readonly id: string | null = null,
  ) {}

  at(id: string | null): Checker {
    return new Checker(this.file, id);
  }

  /** A checker for one entry of a list, named by the entry's own `id` when it has one. */
  entry(v: unknown): Checker {
    const id = typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : null;
    return this.at(id);
  }

  fail(detail: string): never {
    throw new HeuristicsDataError(this.file, this.id, detail);
  }

  object(v: unknown, what: string, required: readonly string[], optional: readonly string[] = []): Record<string, unknown> {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(`${what} must be an object`);
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if (!required.includes(k) && !optional.includes(k)) this.fail(`unknown key "${k}" in ${what}`);
    }
    for (const k of required) if (!(k in o)) this.fail(`missing key "${k}" in ${what}`);
    return o;
  }

  string(v: unknown, what: string): string {
    if (typeof v !== 'string' || v.length === 0) this.fail(`${what} must be a non-empty string`);
    return v;
  }

  optString(v: unknown, what: string): string | undefined {
    return v === undefined ? undefined : this.string(v, what);
  }

  number(v: unknown, what: string, min = -Infinity, max = Infinity): number {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) this.fail(`${what} must be a number in [${min}, ${max}]`);
    return v;
  }

  boolean(v: unknown, what: string): boolean {
    if (typeof v !== 'boolean') this.fail(`${what} must be true or false`);
    return v;
  }

  optBoolean(v: unknown, what: string, fallback: boolean): boolean {
    return v === undefined ? fallback : this.boolean(v, what);
  }

  array(v: unknown, what: string, nonEmpty = false): unknown[] {
    if (!Array.isArray(v)) this.fail(`${what} must be an array`);
    if (nonEmpty && v.length === 0) this.fail(`${what} must not be empty`);
    return v;
  }

  strings(v: unknown, what: string, nonEmpty = false): string[] {
    return this.array(v, what, nonEmpty).map((s, i) => this.string(s, `${what}[${i}]`));
  }

  /**
   * A regular expression's source: one string, or a list of pieces joined as they are (no
   * separator), so that a long pattern can be read one alternative or group per line, with `//`
   * comments between the lines.
   */
  pattern(v: unknown, what: string): string {
    if (!Array.isArray(v)) return this.string(v, what);
    return this.array(v, what, true).map((s, i) => this.string(s, `${what}[${i}]`)).join('');
  }

  /** A list of patterns, each one a string or a list of pieces. */
  patterns(v: unknown, what: string, nonEmpty = false): string[] {
    return this.array(v, what, nonEmpty).map((s, i) => this.pattern(s, `${what}[${i}]`));
  }

  oneOf<T extends string>(v: unknown, what: string, allowed: readonly T[]): T {
    if (typeof v !== 'string' || !allowed.includes(v as T)) this.fail(`${what} must be one of ${allowed.join(', ')}`);
    return v as T;
  }

  version(v: unknown): string {
    const s = this.string(v, 'version');
    if (!/^\d+\.\d+\.\d+$/.test(s)) this.fail(`version "${s}" is not MAJOR.MINOR.PATCH`);
    return s;
  }

  /** Ids are unique across every data file; `seen` is shared by the whole load. */
  uniqueId(v: unknown, seen: Map<string, string>): string {
    const id = this.string(v, 'id');
    if (!/^[A-Za-z0-9][A-Za-z0-9._:-]*$/.test(id)) this.at(id).fail('id may hold only letters, digits and . _ : -');
    const first = seen.get(id);
    if (first !== undefined) this.at(id).fail(`duplicate id (first defined in ${first})`);
    seen.set(id, this.file);
    return id;
  }

  /** Examples written for the project: strings that must match and strings that must not. */
  examples(v: unknown, what = 'examples'): { match: string[]; nomatch: string[] } {
    const o = this.object(v, what, ['match', 'nomatch']);
    return { match: this.strings(o.match, `${what}.match`, true), nomatch: this.strings(o.nomatch, `${what}.nomatch`, true) };
  }

  regex(source: string, flags: string, what: string): RegExp {
    try {
      return new RegExp(source, flags);
    } catch (e) {
      this.fail(`${what} does not compile: ${(e as Error).message}`);
    }
  }
}
