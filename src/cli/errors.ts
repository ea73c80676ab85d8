import { escapeForTerminal } from '../report/escape.js';
import { finishOutput, redirectOutput } from './stdout.js';

/** A mistake in how the command was called: one line, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Expected failures carry a name ending in "Error" from a known family, and print as one line. */
const EXPECTED = new Set(['UsageError', 'ConfigError', 'HistoryError', 'ConnectError', 'HeuristicsDataError', 'InterruptedError', 'ProfileError', 'LockError']);

function isExpected(err: unknown): err is Error {
  return err instanceof Error && EXPECTED.has(err.name);
}

/**
 * Wraps a command action: expected errors become one clear line on stderr and exit code 2;
 * anything else is a bug and shows its stack.
 */
export function runAction<A extends unknown[]>(fn: (...args: A) => Promise<number | void>) {
  return async (...args: A): Promise<void> => {
    try {
      // commander passes the command last; its --output is checked before any work is done, so
      // that a scan never stores alerts it then cannot deliver.
      const output = (args.at(-1) as { optsWithGlobals?: () => { output?: string } } | undefined)?.optsWithGlobals?.().output;
      if (output !== undefined) redirectOutput(output);
      const code = await fn(...args);
      finishOutput();
      if (typeof code === 'number') process.exitCode = code;
    } catch (err) {
      if (isExpected(err)) {
        process.stderr.write(`mcp-schema-sentinel: ${escapeForTerminal(err.message.split('\n')[0])}\n`);
        // 130 is what a shell reports for a job stopped by Ctrl-C.
        process.exitCode = err.name === 'InterruptedError' ? 130 : 2;
        return;
      }
      throw err;
    }
  };
}
