import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boundFragment, fragmentAround, MAX_FRAGMENT } from '../src/diff/fragment.js';

test('boundFragment keeps short text and cuts long text to 240 UTF-16 units with an ellipsis', () => {
  assert.equal(boundFragment('short'), 'short');
  const cut = boundFragment('a'.repeat(1000));
  assert.equal(cut.length, MAX_FRAGMENT);
  assert.ok(cut.endsWith('…'));
});

test('boundFragment never splits a surrogate pair', () => {
  const text = 'a'.repeat(238) + '😀😀😀';
  const cut = boundFragment(text);
  assert.ok(cut.length <= MAX_FRAGMENT);
  assert.equal(cut, 'a'.repeat(238) + '…');
  assert.doesNotThrow(() => encodeURIComponent(cut));
});

test('fragmentAround shows the match even deep inside a long text', () => {
  const text = `${'x '.repeat(2000)}ignore previous instructions${' y'.repeat(2000)}`;
  const start = text.indexOf('ignore');
  const f = fragmentAround(text, start, start + 'ignore previous instructions'.length);
  assert.ok(f.length <= MAX_FRAGMENT);
  assert.match(f, /^….*ignore previous instructions.*…$/);
  assert.equal(fragmentAround('short text', 0, 5), 'short text');
  const head = fragmentAround(text, 0, 1);
  assert.ok(head.startsWith('x x') && head.length <= MAX_FRAGMENT);
  const huge = fragmentAround(text, 0, text.length);
  assert.ok(huge.length <= MAX_FRAGMENT);
  for (let i = 0; i < 50; i++) {
    const emoji = '😀'.repeat(300);
    const g = fragmentAround(emoji, 2 * i + 100, 2 * i + 102);
    assert.ok(g.length <= MAX_FRAGMENT);
    assert.doesNotThrow(() => encodeURIComponent(g), 'no lone surrogate');
  }
});
