/**
 * Command-line wiring: flags, lazy loading of each command, exit codes. The only place (with the
 * other files of src/cli) that touches process and the console.
 */
import { Command, CommanderError, Option } from 'commander';
import { runAction } from './errors.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** The capability labels `label` takes (inventory/labels-data.ts LABELS; not imported: help stays light). */
const LABEL_NAMES = ['private-data', 'untrusted-content', 'egress', 'destructive', 'code-execution'];

/** An option with a fixed set of values, given in any case: records say HIGH, so --fail-on HIGH works. */
function choice(flags: string, description: string, values: string[]): Option {
  const opt = new Option(flags, description).choices(values);
  const check = opt.parseArg!;
  return opt.argParser((value: string, previous: unknown) => check(value.toLowerCase(), previous));
}

const program = new Command('mcp-schema-sentinel')
  .description('Read-only security sensor for MCP servers: pins tool manifests and reports rug pulls and tool poisoning as JSONL.')
  // -V/--version is answered in main.ts before commander loads; a program-level --version here
  // would also swallow `announce --version <v>` and `approve --version <n>`.
  .addHelpText('after', '\nmcp-schema-sentinel -V, --version prints the version.\n')
  .option('--db <path>', 'history database (default: $MCP_SENTINEL_DB, else $XDG_DATA_HOME/mcp-schema-sentinel/history.db)')
  .addOption(choice('--format <format>', 'output format (default: jsonl when stdout is not a terminal, else pretty)', ['jsonl', 'pretty', 'sarif']))
  .option('--no-color', 'plain output (also NO_COLOR)')
  .option('--output <file>', 'write the output to this file (whole, atomically) instead of standard output')
  .option('--quiet', 'nothing on standard error but errors')
  .option('--verbose', 'more on standard error: the configuration files read')
  .option('--chain-key-file <path>', 'a key kept outside the history: writes are sealed with it, verify checks the seals (default: $MCP_SENTINEL_CHAIN_KEY_FILE)')
  .showHelpAfterError('(run with --help for usage)')
  // Usage errors exit 2 (commander's default is 1, which means "alert" here).
  .exitOverride();

/**
 * Each command's definition, in the order `--help` lists them. Only the invoked command is built
 * (invokedCommand): defining all of them, with their ~150 options, is a cost every run would pay
 * for a help text it does not print.
 */
const COMMANDS: ReadonlyArray<readonly [string, (program: Command) => void]> = [
  ['scan', (program) => {
    program
      .command('scan')
      .description('scan MCP servers, compare with the approved baseline, report what changed')
      .argument('[command...]', 'a stdio server after --: -- <command> [args...]')
      .option('--name <id>', 'server id in history (required for a stdio server and --manifest)')
      .option('--env <KEY=VALUE>', 'environment variable for the stdio server (repeatable)', collect, [])
      .option('--cwd <dir>', 'working directory of the stdio server')
      .option('--url <url>', 'an HTTP server (Streamable HTTP, falling back to SSE)')
      .addOption(choice('--transport <transport>', 'force the HTTP transport', ['http', 'sse']))
      .option('--header <header>', "HTTP header 'Name: value' (repeatable; values may use ${ENV_VAR})", collect, [])
      .option('--config <file>', 'every server of an MCP client configuration file')
      .option('--only <ids>', 'with --config/--discover: only these server ids (comma-separated)')
      .option('--exclude <ids>', 'with --config/--discover: leave these server ids out (comma-separated)')
      .option('--discover', 'the well-known MCP client configuration files of this user')
      .option('--manifest <file>', 'an offline manifest: a saved tools/list result')
      .option('--timeout <ms>', 'per server: connect + initialize + every page', '30000')
      .option('--concurrency <n>', 'servers scanned at once', '8')
      .addOption(choice('--fail-on <severity>', 'exit 1 at or above this severity', ['info', 'low', 'medium', 'high', 'critical', 'none']).default('medium'))
      .addOption(choice('--hash <alg>', 'fingerprint hash', ['sha256', 'sha512']).default('sha256'))
      .option('--no-annotations', 'leave annotations out of the fingerprint and of H7')
      .option('--repeat', 're-emit the alerts of a drift already reported')
      .option('--ignore <file>', 'reviewed volatile fields (JSON or JSONC): differences there are recorded as ignored, not alerted')
      .option('--remind <duration>', 'while a drift waits for approval, a "pending" record at most this often (24h, 7d; never)', '24h')
      .option('--max-tools <n>', 'most tools accepted from one server', '5000')
      .option('--max-bytes <n>', 'most bytes accepted from one server', String(16 * 1024 * 1024))
      .option('--profile <name>', "the client identity presented in initialize (clientInfo, capabilities): sensor, claude-desktop, claude-code, cursor, vscode, windsurf, gemini-cli (default: the configuration's own client, else sensor)")
      .option('--profiles <names>', 'also scan each server under these profiles (a,b,… or all) and report lists that differ by profile (H16)')
      .option('--lock <file>', 'a reviewed lockfile is the reference instead of first contact; servers it does not pin are reported, never approved')
      .option('--lock-key <public key>', "with --lock: refuse the lock unless <lock>.sig is this key's signature of it")
      .action(runAction(async (command: string[], _opts, cmd: Command) => (await import('./commands/scan.js')).scanCommand(command, cmd.optsWithGlobals())));
  }],
  ['dump', (program) => {
    program
      .command('dump')
      .description('write everything a scan reads from one server (tools, prompts, resources, templates, instructions) as one JSON document that scan --manifest reads')
      .argument('[command...]', 'a stdio server after --: -- <command> [args...]')
      .option('--name <id>', 'the server id used in messages')
      .option('--env <KEY=VALUE>', 'environment variable for the stdio server (repeatable)', collect, [])
      .option('--cwd <dir>', 'working directory of the stdio server')
      .option('--url <url>', 'an HTTP server (Streamable HTTP, falling back to SSE)')
      .addOption(choice('--transport <transport>', 'force the HTTP transport', ['http', 'sse']))
      .option('--header <header>', "HTTP header 'Name: value' (repeatable; values may use ${ENV_VAR})", collect, [])
      .option('--config <file>', 'a server of an MCP client configuration file (with --only <id>)')
      .option('--only <id>', 'with --config: the server to dump')
      .option('--manifest <file>', 'an offline manifest (normalised to the dump format)')
      .option('--timeout <ms>', 'connect + initialize + every page', '30000')
      .option('--max-tools <n>', 'most items accepted in one list', '5000')
      .option('--max-bytes <n>', 'most bytes accepted from the server', String(16 * 1024 * 1024))
      .action(runAction(async (command: string[], _opts, cmd: Command) => (await import('./commands/dump.js')).dumpCommand(command, cmd.optsWithGlobals())));
  }],
  ['announce', (program) => {
    program
      .command('announce')
      .description('declare an expected change before it ships; prints the stored announcement as one JSON line')
      .option('--server <id>', 'server id (required)')
      .option('--version <v>', 'the server version that brings the change')
      .option('--tool <name>', 'the tool it concerns (default: any tool)')
      .option('--adds-param <p>', 'a parameter it adds (repeatable)', collect, [])
      .option('--removes-param <p>', 'a parameter it removes (repeatable)', collect, [])
      .option('--adds-tool <t>', 'a tool it adds (repeatable)', collect, [])
      .option('--removes-tool <t>', 'a tool it removes (repeatable)', collect, [])
      .option('--changes <what>', 'description|schema|annotations|endpoint|prompts|resources|instructions (repeatable)', collect, [])
      .option('--expires <duration>', 'how long it stays valid (30d, 12h, 90m)', '30d')
      .option('--note <text>', 'free text for the record')
      .option('--by <who>', 'who declares it')
      .option('--list', 'list the announcements instead')
      .option('--file <json>', 'load a reviewed list of announcements from a JSON file')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/announce.js')).announceCommand(cmd.optsWithGlobals())));
  }],
  ['approve', (program) => {
    program
      .command('approve')
      .description('accept the current (or given) manifest version as the new baseline')
      .option('--server <id>', 'server id (required)')
      .option('--version <n>', 'manifest version number (default: the latest)')
      .option('--by <who>', 'who approves (required)')
      .option('--note <text>', 'free text for the record')
      .option('--lock <file>', 'a lock is in force: the approval is recorded here, and the entry to put into the lock is printed (the lock is never edited)')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/approve.js')).approveCommand(cmd.optsWithGlobals())));
  }],
  ['lock', (program) => {
    const lock = program
      .command('lock')
      .description('write the approved baselines of the history as a reviewed lockfile (mcp-lock.json); --check compares servers with one')
      .argument('[command...]', 'with --check: a stdio server after --: -- <command> [args...]')
      .option('--server <ids>', 'only these servers (comma-separated)')
      .option('--out <file>', 'the lock to write', 'mcp-lock.json')
      .option('--update', 'regenerate the entries of the lock at --out (and of --server) from the history; keep the others')
      .option('--sign <private key>', 'write a detached Ed25519 signature beside the lock (<out>.sig)')
      .option('--as-is', 'with --sign: sign the lock at --out as it is, without regenerating it')
      .option('--check <file>', 'compare the targets with this lock: exit 0 when they match, 1 with the differences')
      .option('--lock-key <public key>', "with --check: refuse the lock unless <lock>.sig is this key's signature of it")
      .option('--name <id>', 'with --check: server id (required for a stdio server and --manifest)')
      .option('--env <KEY=VALUE>', 'with --check: environment variable for the stdio server (repeatable)', collect, [])
      .option('--cwd <dir>', 'with --check: working directory of the stdio server')
      .option('--url <url>', 'with --check: an HTTP server')
      .addOption(choice('--transport <transport>', 'with --check: force the HTTP transport', ['http', 'sse']))
      .option('--header <header>', "with --check: HTTP header 'Name: value' (repeatable)", collect, [])
      .option('--config <file>', 'with --check: every server of an MCP client configuration file')
      .option('--only <ids>', 'with --config/--discover: only these server ids')
      .option('--exclude <ids>', 'with --config/--discover: leave these server ids out')
      .option('--discover', 'with --check: the well-known MCP client configuration files of this user')
      .option('--manifest <file>', 'with --check: an offline manifest (a saved tools/list result)')
      .option('--timeout <ms>', 'with --check: per server', '30000')
      .option('--concurrency <n>', 'with --check: servers scanned at once', '8')
      .addOption(choice('--hash <alg>', 'with --check: fingerprint hash', ['sha256', 'sha512']).default('sha256'))
      .option('--no-annotations', 'with --check: leave annotations out of the fingerprint')
      .option('--max-tools <n>', 'with --check: most tools accepted from one server', '5000')
      .option('--max-bytes <n>', 'with --check: most bytes accepted from one server', String(16 * 1024 * 1024))
      .action(runAction(async (command: string[], _opts, cmd: Command) => (await import('./commands/lock.js')).lockCommand(command, cmd.optsWithGlobals())));
    lock
      .command('keygen')
      .description('make an Ed25519 key pair for signing locks (private key 0600; never overwrites)')
      .option('--private <file>', 'the private key (keep it with the reviewers)', 'mcp-lock.key')
      .option('--public <file>', 'the public key (on every host, for --lock-key)', 'mcp-lock.pub')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/lock.js')).keygenCommand(cmd.optsWithGlobals())));
  }],
  ['inventory', (program) => {
    program
      .command('inventory')
      .description('capability labels of every tool, and the toxic flows of each client configuration, from the latest scans in the history')
      .option('--config <file>', 'the servers of this MCP client configuration file, as one session')
      .option('--discover', 'every well-known MCP client configuration file of this user: the fleet view')
      .option('--server <ids>', 'only these servers, each alone (comma-separated; default: every server of the history)')
      .option('--scan', 'with --config/--discover: scan the servers first (otherwise no connection is made)')
      .addOption(choice('--fail-on <severity>', 'exit 1 when a toxic flow is at or above this severity', ['info', 'low', 'medium', 'high', 'critical', 'none']).default('none'))
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/inventory.js')).inventoryCommand(cmd.optsWithGlobals())));
  }],
  ['trust', (program) => {
    program
      .command('trust')
      .description("let a server's tool annotations take capability labels away (recorded with who and when)")
      .option('--server <id>', 'server id (required)')
      .option('--annotations', 'trust its tool annotations (readOnlyHint, destructiveHint, openWorldHint)')
      .option('--revoke', 'stop trusting them')
      .option('--by <who>', 'who decides (required)')
      .option('--note <text>', 'free text for the record')
      .option('--list', 'the trust in force for each server')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/trust.js')).trustCommand(cmd.optsWithGlobals())));
  }],
  ['label', (program) => {
    program
      .command('label')
      .description("correct a tool's capability labels where the labeller is wrong (recorded with who and when; void once the tool changes)")
      .option('--server <id>', 'server id (required)')
      .option('--tool <name>', 'tool name, as in the latest stored manifest (required)')
      .addOption(new Option('--add <label>', 'the tool has this label').choices(LABEL_NAMES))
      .addOption(new Option('--remove <label>', 'the tool has not this label').choices(LABEL_NAMES))
      .addOption(new Option('--reset <label>', "withdraw the reading: the labeller's verdict again").choices(LABEL_NAMES))
      .option('--by <who>', 'who reads it (required)')
      .option('--note <text>', 'free text for the record')
      .option('--list', 'the readings in force, and whether each still reads the tool as it is now')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/label.js')).labelCommand(cmd.optsWithGlobals())));
  }],
  ['status', (program) => {
    program
      .command('status')
      .description('every server in the history: last scan, approved version, pending drift or first contact, errors; exit 1 when something waits')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/status.js')).statusCommand(cmd.optsWithGlobals())));
  }],
  ['history', (program) => {
    program
      .command('history')
      .description('the manifest versions of a server, one JSON line each')
      .option('--server <id>', 'server id (required)')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/history.js')).historyCommand(cmd.optsWithGlobals())));
  }],
  ['diff', (program) => {
    program
      .command('diff')
      .description('what changed between two manifest versions of a server')
      .option('--server <id>', 'server id (required)')
      .option('--from <n>', 'older version (default: the reference)')
      .option('--to <n>', 'newer version (default: the latest)')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/diff.js')).diffCommand(cmd.optsWithGlobals())));
  }],
  ['events', (program) => {
    program
      .command('events')
      .description('the stored records as JSONL, to backfill or re-send to a SIEM')
      .option('--server <id>', 'only this server')
      .addOption(choice('--kind <kind>', 'only this kind', ['alert', 'declared', 'ignored', 'error', 'pending']))
      .option('--type <type>', 'only this record type')
      .addOption(choice('--severity <severity>', 'at or above this severity', ['info', 'low', 'medium', 'high', 'critical']))
      .option('--since <time>', 'from this time (ISO 8601, or a duration such as 24h)')
      .option('--until <time>', 'up to this time (ISO 8601, or a duration ago)')
      .option('--limit <n>', 'at most the last N records')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/events.js')).eventsCommand(cmd.optsWithGlobals())));
  }],
  ['verify', (program) => {
    program
      .command('verify')
      .description("check the history's hash chain and append-only guarantees")
      .option('--expect-head <hash>', 'a chain head seen earlier (a verify head, a record\'s chain_head): it must still be in the history (repeatable)', collect, [])
      .option('--anchors <jsonl>', 'records as the SIEM kept them: every chain_head must still be in the history, unchanged (repeatable)', collect, [])
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/verify.js')).verifyCommand(cmd.optsWithGlobals())));
  }],
  ['tap', (program) => {
    program
      .command('tap')
      .description('run a stdio server (or listen in front of an HTTP one) behind an observe-only pass-through: bytes unchanged, what the agent sees and calls spooled for ingest')
      .argument('[command...]', 'the server after --: -- <command> [args...]; or config <file>')
      .option('--name <id>', 'server id in history (default: the command\'s file name)')
      .option('--cwd <dir>', 'working directory of the server')
      .option('--max-chain <n>', 'excessive agency: longest run of tool calls with no human checkpoint', '25')
      .option('--max-breadth <fraction>', 'excessive agency: distinct tools called / tools listed', '0.5')
      .option('--checkpoint-gap <duration>', 'an idle gap at least this long counts as a human checkpoint', '60s')
      .option('--session-ttl <duration>', 'agency is judged over windows of at most this long', '24h')
      .option('--sentinel <command>', 'tap config: the command that runs the sensor in the printed configuration', 'mcp-schema-sentinel')
      .option('--ids <style>', 'tap config: name servers as `scan --config` does (config: <key>) or as `--discover` does (discover: <client>/<key>); default: discover for a client\'s own file')
      .option('--listen <host:port>', 'HTTP tap: where the tap listens (loopback unless --allow-non-loopback), e.g. 127.0.0.1:8931')
      .option('--upstream <url>', 'HTTP tap: the Streamable HTTP or SSE server the tap forwards to')
      .option('--allow-non-loopback', 'HTTP tap: let --listen bind an address other than loopback')
      .addHelpText('after', '\n`tap config <client config file>` prints that configuration with each stdio server wrapped in the tap (it never writes it).\n')
      .action(runAction(async (command: string[], _opts, cmd: Command) => (await import('./commands/tap.js')).tapCommand(command, cmd.optsWithGlobals())));
  }],
  ['ingest', (program) => {
    program
      .command('ingest')
      .description("load the tap's spools into the history and print what the sessions gave (split_view, session_drift, unknown_tool_call, excessive_agency)")
      .addOption(choice('--fail-on <severity>', 'exit 1 at or above this severity', ['info', 'low', 'medium', 'high', 'critical', 'none']).default('medium'))
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/ingest.js')).ingestCommand(cmd.optsWithGlobals())));
  }],
  ['heuristics', (program) => {
    const heuristics = program.command('heuristics').description('the heuristics catalogue, and a tester for texts');
    heuristics
      .command('list')
      .description('id, slug, severity and data-file versions')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/heuristics.js')).listCommand(cmd.optsWithGlobals())));
    heuristics
      .command('test')
      .description('run the content heuristics on a text (or - for standard input), or on the tools of a saved manifest')
      .argument('[text]', 'the text, or - to read standard input')
      .addOption(choice('--field <field>', 'treat the text as this field', ['name', 'description']).default('description'))
      .option('--manifest <file>', "judge the tools of a saved tools/list result as a scan's first contact does, with the manifest's other tools as context")
      .option('--tool <name>', 'with --manifest: only this tool')
      .addOption(choice('--fail-on <severity>', 'exit 1 when a finding is at or above this severity', ['info', 'low', 'medium', 'high', 'critical', 'none']).default('medium'))
      .action(runAction(async (text: string | undefined, _opts, cmd: Command) => (await import('./commands/heuristics.js')).testCommand(text, cmd.optsWithGlobals())));
  }],
  ['demo', (program) => {
    program
      .command('demo')
      .description('scan a bundled demo server, switch it to a poisoned manifest, scan again (temporary database)')
      .action(runAction(async (_opts, cmd: Command) => (await import('./commands/demo.js')).demoCommand(cmd.optsWithGlobals())));
  }],
];

/** The program's options that take a value (as `--name value` or `--name=value`), and those that do not. */
const VALUED = ['--db', '--format', '--output', '--chain-key-file'];
const FLAGS = ['--no-color', '--quiet', '--verbose'];

/**
 * The command named after the program's own options, when those are only the ones above: commander
 * then dispatches to it and to nothing else. Anything else (no command, `help`, `-h`, an unknown
 * name or option) returns null, and every command is built, so that help and suggestions are the
 * same as ever; a program option added without being listed above only costs that fallback.
 */
function invokedCommand(args: readonly string[]): string | null {
  let i = 0;
  while (i < args.length) {
    const arg = args[i]!;
    if (VALUED.includes(arg)) i += 2;
    else if (FLAGS.includes(arg) || VALUED.some((name) => arg.startsWith(`${name}=`))) i += 1;
    else break;
  }
  const name = args[i];
  return name !== undefined && COMMANDS.some(([known]) => known === name) ? name : null;
}

/** Parses the command line and runs the command; exit codes go to process.exitCode. */
export async function run(argv: string[]): Promise<void> {
  const invoked = invokedCommand(argv.slice(2));
  for (const [name, define] of COMMANDS) if (invoked === null || name === invoked) define(program);
  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (!(err instanceof CommanderError)) throw err;
    process.exitCode = err.exitCode === 0 ? 0 : 2;
  }
}
