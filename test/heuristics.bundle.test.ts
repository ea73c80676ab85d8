import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineModule } from '../src/heuristics/engine-module.js';
import { HeuristicsDataError } from '../src/heuristics/errors.js';
import { LoadedHeuristics } from '../src/heuristics/build.js';
import { bundleEngine } from '../tools/heuristics/bundle-engine.js';

/**
 * The engine a scan loads is the build's one-module bundle (engine-module.ts): made from the
 * modules of this very build, joined without a copy of the modules a scan has loaded already.
 * That it finds what the modules find is held by heuristics.lazy (a scan's engine against
 * load.js's) and by the records snapshot.
 */

test('npm run build leaves a current engine bundle, and a scan loads the engine from it', async () => {
  const m = (await engineModule()) as Awaited<ReturnType<typeof engineModule>> & { BUNDLED_MODULES?: Record<string, string> };
  assert.ok(m.BUNDLED_MODULES, 'the engine came from load.js, not the bundle: run npm run build');
  assert.deepEqual(Object.keys(m.BUNDLED_MODULES).sort(), bundleEngine().modules.sort());
  // Its engine is its own class: no module of the bundle was loaded a second time from its file.
  assert.ok(!(m.loadHeuristics() instanceof LoadedHeuristics));
});

test('the bundle joins the engine modules only: the modules a scan always loads stay shared', async () => {
  const { modules } = bundleEngine();
  assert.ok(modules.includes('load.js') && modules.includes('keyword-index.js'));
  for (const shared of ['lazy.js', 'errors.js', 'check.js', 'parse-data.js', 'files.js']) assert.ok(!modules.includes(shared), shared);
  // An error from the bundled loader is the class the CLI reports as bad data.
  const empty = mkdtempSync(join(tmpdir(), 'sentinel-bundle-'));
  try {
    const { loadHeuristics } = await engineModule();
    assert.throws(() => loadHeuristics(empty), (e: unknown) => e instanceof HeuristicsDataError);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
