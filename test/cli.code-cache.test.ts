import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheFileOf, compileCached, saveCache } from '../src/cli/code-cache.js';

/**
 * The joined program runs from V8's code cache only when the cache was made from its very text.
 * V8 itself compares only the length of the source, so a cache left from another build of the same
 * length would run that build's code: each case below must run the text as it is now.
 */

const call = (c: ReturnType<typeof compileCached>): unknown => (c.script.runInThisContext() as () => unknown)();
const ran = (...marks: number[]): Uint8Array => Uint8Array.from(marks);

test('a script runs its own text whether its code cache is missing, current, stale or rejected', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sentinel-code-cache-'));
  try {
    const file = join(dir, 'joined.js');
    writeFileSync(file, "(function () { return 'one'; })");

    const first = compileCached(file);
    assert.equal(first.miss, 'missing');
    assert.equal(call(first), 'one');
    assert.equal(saveCache(file, first, ran(1, 0)), true, 'the cache is written when there was none');

    const second = compileCached(file);
    assert.equal(second.miss, null, 'the cache just written is used');
    assert.equal(call(second), 'one');
    assert.equal(saveCache(file, second, ran(1, 0)), false, 'a cache in use is not written again for the same modules');
    assert.equal(saveCache(file, second, ran(0, 1)), true, 'a run of a module the cache had not seen writes it again');
    assert.deepEqual([...compileCached(file).seen], [1, 1], 'the modules of both runs');

    // Same length, other text: the cache is not used, and the new text runs.
    writeFileSync(file, "(function () { return 'two'; })");
    const stale = compileCached(file);
    assert.equal(stale.miss, 'stale');
    assert.equal(call(stale), 'two');

    // The right hash before data V8 refuses (another V8, or damaged bytes): compiled from the text.
    // (A text this process has not compiled yet: V8 would find one it has compiled in its own cache.)
    const text = "(function () { return 'six'; })";
    writeFileSync(file, text);
    const seen = Buffer.from([1, 0, 1]);
    writeFileSync(cacheFileOf(file), Buffer.concat([createHash('sha256').update(text).digest(), seen, Buffer.alloc(600, 7)]));
    const rejected = compileCached(file);
    assert.equal(rejected.miss, 'rejected');
    assert.equal(call(rejected), 'six');

    // A cache that cannot be written (an install owned by another user) is no error.
    assert.equal(saveCache(join(dir, 'gone', 'joined.js'), rejected, ran(1)), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
