import type { JsonObject, JsonValue } from '../../model.js';

/**
 * A small tolerant JSON reader for client configuration files: JSON plus `//` and `/* *\/`
 * comments, trailing commas and a leading BOM, as VS Code and Claude Code files may carry.
 *
 * Why a parser rather than a comment stripper in front of JSON.parse: Node 20's JSON.parse does not
 * say where some errors are ("Unexpected token '}'" has no position), and the operator needs a line
 * and column to fix a hand-edited file. A key named `__proto__` stays a plain own property.
 */

/** Where and what: `line` and `column` are 1-based, column counted in UTF-16 code units. */
export class JsoncSyntaxError extends Error {
  override name = 'JsoncSyntaxError';
  constructor(
    readonly what: string,
    readonly offset: number,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${what} at line ${line}, column ${column}`);
  }
}

/** Deeper nesting than this is refused rather than risking the call stack on a crafted file. */
const MAX_DEPTH = 512;

export function parseJsonc(text: string): JsonValue {
  return new Reader(text).document();
}

class Reader {
  private pos = 0;
  constructor(private readonly text: string) {
    if (text.charCodeAt(0) === 0xfeff) this.pos = 1;
  }

  document(): JsonValue {
    this.skip();
    const value = this.value(0);
    this.skip();
    if (this.pos < this.text.length) this.fail(`unexpected ${this.describe()} after the end of the document`);
    return value;
  }

  private value(depth: number): JsonValue {
    if (depth > MAX_DEPTH) this.fail('nested too deeply');
    const c = this.text[this.pos];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const [word, v] of [['true', true], ['false', false], ['null', null]] as const) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return v;
      }
    }
    return this.fail(`expected a value, found ${this.describe()}`);
  }

  private object(depth: number): JsonObject {
    const out: JsonObject = {};
    this.pos++; // {
    this.skip();
    while (this.text[this.pos] !== '}') {
      if (this.text[this.pos] !== '"') this.fail(`expected a property name in double quotes, found ${this.describe()}`);
      const key = this.string();
      this.skip();
      if (this.text[this.pos] !== ':') this.fail(`expected ':' after a property name, found ${this.describe()}`);
      this.pos++;
      this.skip();
      const value = this.value(depth + 1);
      // defineProperty: `out[key] = …` with key "__proto__" would replace the prototype instead.
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      this.skip();
      if (this.text[this.pos] === ',') {
        this.pos++;
        this.skip(); // a trailing comma is allowed: the loop test sees the '}'
      } else if (this.text[this.pos] !== '}') {
        this.fail(`expected ',' or '}' after a property value, found ${this.describe()}`);
      }
    }
    this.pos++;
    return out;
  }

  private array(depth: number): JsonValue[] {
    const out: JsonValue[] = [];
    this.pos++; // [
    this.skip();
    while (this.text[this.pos] !== ']') {
      out.push(this.value(depth + 1));
      this.skip();
      if (this.text[this.pos] === ',') {
        this.pos++;
        this.skip();
      } else if (this.text[this.pos] !== ']') {
        this.fail(`expected ',' or ']' after an array element, found ${this.describe()}`);
      }
    }
    this.pos++;
    return out;
  }

  private string(): string {
    const start = this.pos;
    this.pos++; // opening quote
    let out = '';
    for (;;) {
      const c = this.text[this.pos];
      if (c === undefined) {
        this.pos = start;
        this.fail('unterminated string');
      }
      if (c === '"') break;
      if (c < ' ') this.fail('control character inside a string (escape it)');
      if (c === '\\') {
        const e = this.text[this.pos + 1];
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e !== undefined && Object.hasOwn(simple, e)) {
          out += simple[e];
          this.pos += 2;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) {
          out += String.fromCharCode(parseInt(this.text.slice(this.pos + 2, this.pos + 6), 16));
          this.pos += 6;
        } else {
          this.fail('invalid escape sequence in a string');
        }
        continue;
      }
      out += c;
      this.pos++;
    }
    this.pos++; // closing quote
    return out;
  }

  private number(): number {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.pos, this.pos + 400));
    if (!m) return this.fail(`invalid number`);
    this.pos += m[0].length;
    return Number(m[0]);
  }

  /** Skips whitespace and comments. */
  private skip(): void {
    const t = this.text;
    for (;;) {
      const c = t[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
        this.pos++;
      } else if (c === '/' && t[this.pos + 1] === '/') {
        while (this.pos < t.length && t[this.pos] !== '\n') this.pos++;
      } else if (c === '/' && t[this.pos + 1] === '*') {
        const end = t.indexOf('*/', this.pos + 2);
        if (end < 0) this.fail('unterminated /* comment');
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  private describe(): string {
    const c = this.text[this.pos];
    if (c === undefined) return 'the end of the file';
    const code = c.charCodeAt(0);
    // The character comes from a file: print it only when it is plain printable ASCII.
    return code > 0x20 && code < 0x7f ? `'${c}'` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }

  private fail(what: string): never {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < this.pos && i < this.text.length; i++) {
      if (this.text[i] === '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    throw new JsoncSyntaxError(what, this.pos, line, this.pos - lineStart + 1);
  }
}
