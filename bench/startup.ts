/**
 * bench/startup: `mcp-schema-sentinel --version` against `node -e 0`, whole-process wall time, side by
 * side. Target: at most 3× (commands load the SDK and SQLite only when they need them).
 *
 *   node dist/bench/startup.js [--runs N]      (default 21 runs per side, after 2 warm-up rounds)
 */
import { CLI, expectExit, runTimed } from './lib/proc.js';
import { intFlag, interleave, median, ratioRow, report } from './lib/stats.js';

const TARGET = 3;

async function main(argv: string[]): Promise<void> {
  const runs = intFlag(argv, '--runs', 21);
  const version = expectExit(await runTimed('node', [CLI, '--version']), [0], '--version').stdout.trim();
  process.stderr.write(`--version prints ${version}; node -e 0 (${runs} runs each)\n`);
  const [cli, bare] = await interleave(
    [
      { label: '--version', run: async () => expectExit(await runTimed('node', [CLI, '--version']), [0], '--version').ms },
      { label: 'node -e 0', run: async () => expectExit(await runTimed('node', ['-e', '0']), [0], 'node -e 0').ms },
    ],
    runs,
    2,
  );
  const a = median(cli!);
  const b = median(bare!);
  report([ratioRow('startup', '`--version` / `node -e 0`', a, b, TARGET)]);
}

await main(process.argv.slice(2));
