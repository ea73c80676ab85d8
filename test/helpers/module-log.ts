/**
 * `node --import <this module>`: registers module-log-hooks.js (see there) before the program loads,
 * and logs the same way the modules the built CLI runs from its joined file (tools/bundle-cli.ts),
 * which no module hook sees: the joined file reports each module it runs, and each built-in it
 * requires, to the function under this symbol.
 */
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';

register(new URL('./module-log-hooks.js', import.meta.url));

(globalThis as Record<symbol, unknown>)[Symbol.for('mcp-schema-sentinel.module-ran')] = (url: string): void => {
  const file = process.env.SENTINEL_TEST_MODULE_LOG;
  if (file) appendFileSync(file, `${url}\n`);
};
