import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ascii, compact, MARK, REQUIRED, SCRIPT } from '../tools/bundle-cli.js';

/**
 * The built CLI runs from one joined script (tools/bundle-cli.ts). Every end-to-end test runs it;
 * these check what the join rewrites in the text itself: a rewrite must not change what the code does.
 */

const value = (body: string): unknown => new Function(body)();

test('leaving comments and indentation out keeps templates, strings, regexes and line breaks that end a statement', () => {
  const source = [
    'function f() {',
    '    /* a comment',
    '       on two lines */',
    '    const t = `first',
    '    second`; // the end',
    "    const s = 'a /* not a comment */ b';",
    '    const r = /\\/\\/ x/.test("// x");',
    '    return /* ends',
    '    the statement */ [t, s, r];',
    '}',
    'return [f(), (() => { return /* one line */ 1; })()];',
  ].join('\n');
  const out = compact(source);
  assert.deepEqual(value(out), value(source));
  assert.deepEqual(value(out), [undefined, 1]);
  assert.ok(!out.includes('on two lines') && !out.includes('the end'));
  assert.ok(out.includes('`first\n    second`'), 'the template keeps its indentation');
});

test('characters outside ASCII become escapes that mean the same in strings, templates and regexes', () => {
  const source = "return ['… «x»', `→ ${1}`, /[🏴]/u.test('🏴'), /^.$/u.test('🏴'), '🏴'.length];";
  const out = ascii(source);
  assert.ok(/^[\x00-\x7f]*$/.test(out));
  assert.deepEqual(value(out), value(source));
  assert.throws(() => ascii("'\\…'"), /backslash/);
});

test('npm run build leaves program.js running the joined script, which is ASCII', () => {
  const program = readFileSync(new URL('../src/cli/program.js', import.meta.url), 'utf8');
  assert.ok(program.startsWith(MARK), 'program.js is tsc output: run npm run build');
  const script = readFileSync(new URL(`../src/${SCRIPT}`, import.meta.url), 'latin1');
  assert.ok(/^[\x00-\x7f]*$/.test(script));
});

test('a package the join requires as CommonJS gives the very classes and functions its ES entry exports', async () => {
  const require = createRequire(import.meta.url);
  for (const name of REQUIRED) {
    const esm = (await import(name)) as Record<string, unknown>;
    const cjs = require(name) as Record<string, unknown>;
    const named = Object.keys(esm).filter((k) => k !== 'default');
    assert.ok(named.length > 0, `${name} has named exports`);
    for (const k of named) assert.equal(cjs[k], esm[k], `${name}: ${k}`);
  }
});
