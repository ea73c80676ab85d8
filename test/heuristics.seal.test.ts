import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HEURISTICS_DIR } from '../src/heuristics/index.js';
import { readDataTexts } from '../tools/heuristics/data-files.js';
import { SEAL_FILE, parseSeal, sealOf, sealProblems } from '../tools/heuristics/seal-lib.js';

const SEAL_JS = fileURLToPath(new URL('../tools/heuristics/seal.js', import.meta.url));

function problems(dir: string): string[] {
  return sealProblems(sealOf(readDataTexts(dir)), parseSeal(readFileSync(path.join(dir, SEAL_FILE), 'utf8')));
}

function seal(dir: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [SEAL_JS, dir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** A copy of the shipped heuristics folder, to edit. */
function copy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sentinel-seal-'));
  cpSync(DEFAULT_HEURISTICS_DIR, dir, { recursive: true });
  return dir;
}

function edit(dir: string, file: string, from: RegExp, to: string): void {
  const p = path.join(dir, file);
  const text = readFileSync(p, 'utf8');
  assert.match(text, from, `${file} holds ${from}`);
  writeFileSync(p, text.replace(from, to));
}

test('every shipped data file is as sealed for the current heuristics_version', () => {
  assert.deepEqual(problems(DEFAULT_HEURISTICS_DIR), []);
});

test('a data file edited without a version bump fails, and sealing it is refused until the versions are bumped', () => {
  const dir = copy();
  try {
    const file = Object.keys(readDataTexts(dir)).find((f) => f.startsWith('cues/'))!;
    // One weight, nothing else: the kind of edit that changes records.
    edit(dir, file, /"weight": (\d+)/, '"weight": 1');
    assert.deepEqual(problems(dir), [`heuristics/${file} changed but heuristics_version was not bumped`]);
    const hv = JSON.parse(readFileSync(path.join(dir, 'catalogue.json'), 'utf8')).version as string;

    let r = seal(dir);
    assert.equal(r.status, 1);
    assert.match(r.out, new RegExp(`heuristics_version is ${hv.replace(/\./g, '\\.')}, sealed ${hv.replace(/\./g, '\\.')}: bump "version" in heuristics/catalogue\\.json first`));
    assert.match(r.out, new RegExp(`heuristics/${file.replace(/[./]/g, '\\$&')} changed but its own version is still`));

    const [maj, min] = hv.split('.').map(Number);
    edit(dir, 'catalogue.json', /"version": "[^"]+"/, `"version": "${maj}.${min! + 1}.0"`);
    assert.deepEqual(problems(dir), [`heuristics_version is ${maj}.${min! + 1}.0 but heuristics/${SEAL_FILE} seals ${hv}: run npm run heuristics:seal`]);
    r = seal(dir);
    assert.equal(r.status, 1, 'the cue file kept its own version');
    assert.doesNotMatch(r.out, /bump "version" in heuristics\/catalogue/);

    edit(dir, file, /"version": "(\d+)\.(\d+)\.\d+"/, '"version": "99.0.0"');
    r = seal(dir);
    assert.equal(r.status, 0, r.out);
    assert.match(r.out, new RegExp(`sealed heuristics ${maj}\\.${min! + 1}\\.0 \\(catalogue\\.json changed, ${file.replace(/[./]/g, '\\$&')} changed\\)`));
    assert.deepEqual(problems(dir), []);
    assert.equal(seal(dir).status, 1, 'nothing left to seal');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a comment is a change too, and a new or removed file is named', () => {
  const dir = copy();
  try {
    edit(dir, 'macros.json', /\n/, '\n  // a reviewer\'s note\n');
    writeFileSync(path.join(dir, 'cues', 'zz-new.json'), readFileSync(path.join(dir, 'cues', Object.keys(readDataTexts(dir)).find((f) => f.startsWith('cues/'))!.slice(5))));
    rmSync(path.join(dir, 'risky-names.json'));
    assert.deepEqual(problems(dir), [
      'heuristics/cues/zz-new.json was added but heuristics_version was not bumped',
      'heuristics/macros.json changed but heuristics_version was not bumped',
      'heuristics/risky-names.json was removed but heuristics_version was not bumped',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
