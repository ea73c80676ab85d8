import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JsoncSyntaxError, parseJsonc } from '../src/connect/config/jsonc.js';

function syntaxError(text: string): JsoncSyntaxError {
  try {
    parseJsonc(text);
  } catch (e) {
    assert.ok(e instanceof JsoncSyntaxError, `expected JsoncSyntaxError, got ${String(e)}`);
    return e;
  }
  assert.fail(`parsed without error: ${JSON.stringify(text)}`);
}

test('plain JSON reads exactly as JSON.parse reads it', () => {
  const text = JSON.stringify({
    a: [1, -2.5, 3e2, -0, 0.125e-2, true, false, null],
    s: 'quote " backslash \\ slash / \b\f\n\r\t \u0001 é 😀 \u2028',
    nested: { deep: [[{ x: '' }]], empty: {}, none: [] },
  });
  assert.deepEqual(parseJsonc(text), JSON.parse(text));
  assert.deepEqual(parseJsonc('  "just a string"  '), 'just a string');
  assert.equal(parseJsonc('\ufeff{"bom": 1}') instanceof Object, true);
  assert.deepEqual(parseJsonc('\ufeff{"bom": 1}'), { bom: 1 });
});

test('comments and trailing commas are accepted; comment markers inside strings are text', () => {
  const text = `// head
  {
    /* block, with "quotes" and // inside */
    "url": "http://example.com/a//b", // after a value
    "glob": "/* not a comment */",
    "list": [1, 2, /* three */ 3,],
    "obj": { "k": "v", },
  }
  /* tail */`;
  assert.deepEqual(parseJsonc(text), {
    url: 'http://example.com/a//b',
    glob: '/* not a comment */',
    list: [1, 2, 3],
    obj: { k: 'v' },
  });
});

test('a key named __proto__ is an ordinary own property and never changes the prototype', () => {
  const v = parseJsonc('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(v), Object.prototype);
  assert.deepEqual(Object.keys(v), ['__proto__', 'a']);
  assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
  assert.deepEqual(Object.getOwnPropertyDescriptor(v, '__proto__')?.value, { polluted: true });
});

test('a duplicate key keeps the last value, as JSON.parse does', () => {
  assert.deepEqual(parseJsonc('{"a": 1, "a": 2}'), { a: 2 });
});

test('errors say what is wrong and where (1-based line and column)', () => {
  const cases: Array<[string, string, number, number]> = [
    ['{\n  "a": }', "expected a value, found '}'", 2, 8],
    ['{\n  "a": 1\n  "b": 2\n}', "expected ',' or '}' after a property value, found '\"'", 3, 3],
    ['{"a" 1}', "expected ':' after a property name, found '1'", 1, 6],
    ['{a: 1}', "expected a property name in double quotes, found 'a'", 1, 2],
    ['[1 2]', "expected ',' or ']' after an array element, found '2'", 1, 4],
    ['{"a": "open\n}', 'control character inside a string (escape it)', 1, 12],
    ['{"a": "never closed', 'unterminated string', 1, 7],
    ['{"a": "\\x"}', 'invalid escape sequence in a string', 1, 8],
    ['{"a": "\\u12"}', 'invalid escape sequence in a string', 1, 8],
    ['{"a": 1} /* open', 'unterminated /* comment', 1, 10],
    ['{"a": 1} x', "unexpected 'x' after the end of the document", 1, 10],
    ['{"a": 01}', "expected ',' or '}' after a property value, found '1'", 1, 8],
    ['{"a": tru}', "expected a value, found 't'", 1, 7],
    ['{"a": -}', 'invalid number', 1, 7],
    ['', 'expected a value, found the end of the file', 1, 1],
    ['{"a": 1', "expected ',' or '}' after a property value, found the end of the file", 1, 8],
    ['{"a":\u00a0 1}', 'expected a value, found U+00A0', 1, 6],
    ['{"a": 1}\u001b[31m', 'unexpected U+001B after the end of the document', 1, 9],
  ];
  for (const [text, what, line, column] of cases) {
    const e = syntaxError(text);
    assert.deepEqual({ what: e.what, line: e.line, column: e.column }, { what, line, column }, JSON.stringify(text));
    assert.equal(e.message, `${what} at line ${line}, column ${column}`);
  }
});

test('deep nesting is refused with an error, not a stack overflow', () => {
  const e = syntaxError('['.repeat(100_000));
  assert.equal(e.what, 'nested too deeply');
  assert.deepEqual(parseJsonc('['.repeat(500) + ']'.repeat(500)) instanceof Array, true);
});
