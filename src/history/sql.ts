import type BetterSqlite3 from 'better-sqlite3';

type Param = string | number | null;

/** Prepared statements cached by their text: queries run once per scan, prepared once per process. */
export class Sql {
  private readonly cache = new Map<string, BetterSqlite3.Statement>();

  constructor(readonly db: BetterSqlite3.Database) {}

  private readonly plucked = new Map<string, BetterSqlite3.Statement>();

  private stmt(text: string, pluck = false): BetterSqlite3.Statement {
    const cache = pluck ? this.plucked : this.cache;
    let s = cache.get(text);
    if (!s) {
      s = this.db.prepare(text);
      if (pluck) s.pluck(true);
      cache.set(text, s);
    }
    return s;
  }

  get<T>(text: string, ...params: Param[]): T | undefined {
    return this.stmt(text).get(...params) as T | undefined;
  }

  all<T>(text: string, ...params: Param[]): T[] {
    return this.stmt(text).all(...params) as T[];
  }

  /** The first column of the first row. */
  value<T>(text: string, ...params: Param[]): T | undefined {
    return this.stmt(text, true).get(...params) as T | undefined;
  }
}
