/**
 * Entry point. `--version` is answered before anything else loads (cron and CI call it often);
 * every other command goes through commander in program.ts, which loads each command lazily.
 */
import { sensorVersion } from './version.js';

/** True for `[global options] --version`: the version asked of the program, not of a command. */
function asksVersion(args: string[]): boolean {
  let i = 0;
  while (i < args.length && ['--db', '--format'].includes(args[i])) i += 2;
  while (i < args.length && (args[i] === '--no-color' || args[i].startsWith('--db=') || args[i].startsWith('--format='))) i += 1;
  return i === args.length - 1 && (args[i] === '--version' || args[i] === '-V');
}

if (asksVersion(process.argv.slice(2))) {
  process.stdout.write(`${sensorVersion()}\n`);
} else {
  const { run } = await import('./program.js');
  await run(process.argv);
}
