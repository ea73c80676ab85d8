import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HEURISTICS_DIR, loadHeuristics, readHeuristicsTexts } from '../src/heuristics/load.js';
import { hashData, hashText, PREBUILT_FILE, readPrebuilt } from '../src/heuristics/prebuilt.js';
import { parseDataText } from '../src/heuristics/data-text.js';
import type { LoadedHeuristics } from '../src/heuristics/build.js';
import { addScenarios, FormSet } from './helpers/prefilter-soundness.js';

/**
 * The engine the build prebuilds (dist/src/heuristics/prebuilt-engine.bin, see prebuilt.ts) is the
 * engine the data gives: the same cues with the same patterns, the same keyword prefilter, the same
 * findings; and it is never used for data it was not built from.
 */

const CORPUS = fileURLToPath(new URL('../../corpus/', import.meta.url));
const fromData = loadHeuristics(undefined, null);
const prebuilt = loadHeuristics();

function sources(h: LoadedHeuristics): string[] {
  return h.regexes().map((r) => `${r.id}\t${r.file}\t${r.re.source}\t${r.re.flags}\t${r.maxInput}`);
}

test('the prebuilt engine in dist/ was built from the data files as they are (npm run build writes it)', () => {
  assert.notEqual(readPrebuilt(PREBUILT_FILE, readHeuristicsTexts()), null, `${PREBUILT_FILE} is missing or stale: run npm run build`);
  assert.notEqual(prebuilt, fromData);
});

test('the prebuilt engine compiles the same patterns, selects the same cues and finds the same as the engine built from the data', () => {
  assert.deepEqual(sources(prebuilt), sources(fromData));
  assert.deepEqual(prebuilt.fileVersions, fromData.fileVersions);
  const set = new FormSet(fromData);
  assert.ok(addScenarios(set, CORPUS) > 100);
  let findings = 0;
  for (const [form, kinds] of set.forms) {
    assert.deepEqual(prebuilt.engine.prefilter.candidates(form), fromData.engine.prefilter.candidates(form), form);
    for (const kind of kinds) {
      const input = { tool: 'tool_under_test', type: 'first_contact' as const, texts: [{ field: 'description', kind, text: form }], paramNames: ['path'], sessionToolNames: ['send_email'] };
      const a = fromData.content(input);
      findings += a.length;
      assert.deepEqual(prebuilt.content(input), a, form);
    }
  }
  assert.ok(findings > 100, `only ${findings} findings: the comparison reads too little`);
});

test('a data file changed, added or removed after the build: the prebuilt engine is not used, the data is', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sentinel-prebuilt-'));
  try {
    cpSync(DEFAULT_HEURISTICS_DIR, dir, { recursive: true });
    assert.notEqual(readPrebuilt(PREBUILT_FILE, readHeuristicsTexts(dir)), null, 'an identical copy may use it');

    // One cue fewer: an engine from the prebuilt file would still hold it.
    const file = join(dir, 'cues', 'markup.json');
    const doc = parseDataText(readFileSync(file, 'utf8')) as { cues: Array<{ id: string }> };
    const dropped = doc.cues.pop()!.id;
    writeFileSync(file, JSON.stringify(doc));
    assert.equal(readPrebuilt(PREBUILT_FILE, readHeuristicsTexts(dir)), null);
    const ids = loadHeuristics(dir).engine.cues.map((c) => c.def.id);
    assert.equal(ids.length, fromData.engine.cues.length - 1);
    assert.ok(!ids.includes(dropped));

    cpSync(join(DEFAULT_HEURISTICS_DIR, 'cues', 'markup.json'), file);
    writeFileSync(join(dir, 'cues', 'extra.json'), '{}');
    assert.equal(readPrebuilt(PREBUILT_FILE, readHeuristicsTexts(dir)), null, 'a file added');
    rmSync(join(dir, 'cues', 'extra.json'));
    rmSync(join(dir, 'cues', 'markup.json'));
    assert.equal(readPrebuilt(PREBUILT_FILE, readHeuristicsTexts(dir)), null, 'a file removed');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a data file hashes the same from its bytes as from its text (the check each load makes reads bytes)', () => {
  const texts = ['{"a": 1}\n', '{"é": "ℌ\u200b"}\n', '\ufeff{"bom": true}\n', '{"windows": 1}\r\n', '{"lone": "\r"}'];
  for (const t of texts) assert.equal(hashData(Buffer.from(t, 'utf8')), hashText(t), JSON.stringify(t));
  // Not UTF-8: hashed as the text it decodes to, as before.
  const bad = Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
  assert.equal(hashData(bad), hashText(bad.toString('utf8')));

  // A checkout with Windows line endings is the same data: the prebuilt engine is still used.
  const dir = mkdtempSync(join(tmpdir(), 'sentinel-prebuilt-crlf-'));
  try {
    cpSync(DEFAULT_HEURISTICS_DIR, dir, { recursive: true });
    const bytes: Record<string, Buffer> = {};
    for (const [f, text] of Object.entries(readHeuristicsTexts(dir))) {
      writeFileSync(join(dir, f), text.replace(/\n/g, '\r\n'));
      bytes[f] = readFileSync(join(dir, f));
    }
    assert.ok(Object.values(bytes).every((b) => b.includes(0x0d)));
    assert.notEqual(readPrebuilt(PREBUILT_FILE, bytes), null);
    bytes['catalogue.json'] = Buffer.concat([bytes['catalogue.json']!, Buffer.from(' ')]);
    assert.equal(readPrebuilt(PREBUILT_FILE, bytes), null, 'a byte added');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
