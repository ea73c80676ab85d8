import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeForTerminal, truncate } from '../src/report/escape.js';

/** Anything a terminal could act on or that hides itself, except what the caller allowed. */
const DANGEROUS = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;

test('terminal escape sequences are shown, not sent: ESC, BEL, CSI and OSC', () => {
  assert.equal(escapeForTerminal('a\x1b[31mred\x1b[0m'), 'a\\x1b[31mred\\x1b[0m');
  assert.equal(escapeForTerminal('\x1b]0;pwned\x07'), '\\x1b]0;pwned\\x07');
  assert.equal(escapeForTerminal('clear\x1b[2J\x1b[H'), 'clear\\x1b[2J\\x1b[H');
});

test('every C0 control, DEL and the C1 controls (8-bit CSI, OSC, NEL) are escaped', () => {
  assert.equal(escapeForTerminal('\x00\x01\x08\x09\x0b\x0c\x0d\x1f'), '\\x00\\x01\\x08\\x09\\x0b\\x0c\\x0d\\x1f');
  assert.equal(escapeForTerminal('x\x7fy'), 'x\\x7fy');
  assert.equal(escapeForTerminal('\x9b6n\x9d\x85\x80\x9f'), '\\x9b6n\\x9d\\x85\\x80\\x9f');
});

test('a newline is escaped unless the caller allows it; a carriage return never passes', () => {
  assert.equal(escapeForTerminal('one\ntwo'), 'one\\x0atwo');
  assert.equal(escapeForTerminal('one\ntwo', { allowNewline: true }), 'one\ntwo');
  assert.equal(escapeForTerminal('one\r\ntwo', { allowNewline: true }), 'one\\x0d\ntwo');
  assert.equal(escapeForTerminal('a\u2028b\u2029c'), 'a\\u2028b\\u2029c');
});

test('bidi controls are escaped (the RLO trick that turns "txt.exe" around)', () => {
  const bidi = [0x200e, 0x200f, 0x061c, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
  for (const cp of bidi) {
    const out = escapeForTerminal(`a${String.fromCodePoint(cp)}b`);
    assert.equal(out, `a\\u${cp.toString(16).padStart(4, '0')}b`);
  }
});

test('zero-width and other format characters are escaped', () => {
  assert.equal(escapeForTerminal('ig\u200Bnore'), 'ig\\u200bnore');
  assert.equal(escapeForTerminal('a\u200Cb\u200Dc'), 'a\\u200cb\\u200dc');
  assert.equal(escapeForTerminal('\uFEFFstart\u2060end\u00AD'), '\\ufeffstart\\u2060end\\xad');
  assert.equal(escapeForTerminal('filler\u3164name'), 'filler\\u3164name');
});

test('Unicode tag characters (ASCII smuggling) are escaped with the long form', () => {
  const smuggled = 'ok' + [...'Hi'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
  assert.equal(escapeForTerminal(smuggled), 'ok\\u{e0048}\\u{e0069}');
  assert.equal(escapeForTerminal('\u{E0001}\u{E007F}'), '\\u{e0001}\\u{e007f}');
  assert.equal(escapeForTerminal('x\u{E0100}'), 'x\\u{e0100}');
});

test('lone surrogates are escaped, a real pair is kept', () => {
  assert.equal(escapeForTerminal('a\uD800b'), 'a\\ud800b');
  assert.equal(escapeForTerminal('a\uDFFF'), 'a\\udfff');
  assert.equal(escapeForTerminal('\uDC00\uD800'), '\\udc00\\ud800');
  assert.equal(escapeForTerminal('smile 😀'), 'smile 😀');
});

test('ordinary text of any script and emoji sequences pass unchanged', () => {
  const texts = [
    'Читает файл по указанному пути',
    'Прочитати файл',
    'قراءة الملف من المسار',
    'קרא את הקובץ',
    '读取文件内容',
    'Lee el archivo; ¿qué más? ñandú',
    'family 👨‍👩‍👧‍👦, rainbow flag 🏳️‍🌈, skin tone 👍🏽',
    'C:\\Users\\me\\file.txt\ttab-free',
  ];
  for (const t of texts.slice(0, -1)) assert.equal(escapeForTerminal(t), t);
  // the tab in the last one is a control character, the backslashes are not
  assert.equal(escapeForTerminal(texts.at(-1)!), 'C:\\Users\\me\\file.txt\\x09tab-free');
});

test('a joiner outside an emoji sequence is still escaped', () => {
  assert.equal(escapeForTerminal('👨\u200Dx'), '👨\\u200dx');
  assert.equal(escapeForTerminal('a\u200D👩'), 'a\\u200d👩');
});

test('no code point in the whole Unicode range survives escaping in a dangerous form', () => {
  // Every code point (lone surrogates included), in chunks, without emoji context.
  for (let start = 0; start <= 0x10ffff; start += 0x8000) {
    let chunk = '';
    for (let cp = start; cp < Math.min(start + 0x8000, 0x110000); cp++) chunk += 'a' + String.fromCodePoint(cp);
    const out = escapeForTerminal(chunk);
    const bad = out.match(DANGEROUS);
    assert.equal(bad, null, `U+${bad?.[0]?.codePointAt(0)?.toString(16)} leaked near U+${start.toString(16)}`);
  }
});

test('maxLength bounds the escaped text and never cuts an escape in half', () => {
  const out = escapeForTerminal('\x1b'.repeat(10), { maxLength: 10 });
  assert.equal(out, '\\x1b\\x1b…');
  assert.ok(Array.from(out).length <= 10);
  assert.equal(escapeForTerminal('short', { maxLength: 10 }), 'short');
  assert.equal(escapeForTerminal('exactly10!', { maxLength: 10 }), 'exactly10!');
  assert.equal(escapeForTerminal('eleven chars', { maxLength: 10 }), 'eleven ch…');
  const long = escapeForTerminal('x'.repeat(100_000) + '\u202e', { maxLength: 240 });
  assert.equal(Array.from(long).length, 240);
  assert.ok(!long.includes('\u202e'));
});

test('truncate counts code points and never splits a surrogate pair', () => {
  assert.equal(truncate('hello', 10), 'hello');
  assert.equal(truncate('hello world', 6), 'hello…');
  assert.equal(truncate('😀😀😀😀', 3), '😀😀…');
  assert.equal(truncate('abc', 0), '');
  assert.equal(truncate('abcdef', 4, '...'), 'a...');
  assert.equal(truncate('abcdef', 2, '...'), '..');
  for (const s of [truncate('😀'.repeat(50), 7), truncate('a😀'.repeat(50), 8)]) {
    assert.equal(s.match(/\p{Cs}/u), null, 'a half surrogate pair was left');
  }
});
