/**
 * Module hooks for test/e2e.imports.test.ts: every module the process loads (built-in, package or
 * ours) is appended, one URL a line, to the file named by SENTINEL_TEST_MODULE_LOG. Runs in the
 * loader's own thread (Node 20 module.register), so it sees static and dynamic imports alike.
 */
import { appendFileSync } from 'node:fs';

interface LoadContext {
  format?: string | null;
}
type NextLoad = (url: string, context: LoadContext) => Promise<unknown>;

export async function load(url: string, context: LoadContext, next: NextLoad): Promise<unknown> {
  const file = process.env.SENTINEL_TEST_MODULE_LOG;
  if (file) appendFileSync(file, `${url}\n`);
  return next(url, context);
}
