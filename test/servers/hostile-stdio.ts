/**
 * Misbehaving stdio MCP servers for the fault tests: `node hostile-stdio.js <mode>`.
 * Every mode writes its pid to $PID_FILE (when set) so a test can check nothing survived the scan.
 * Plain node, no SDK: each starts in ~50 ms.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAlive, writtenPid } from './helpers.js';

type Msg = { id?: unknown; method?: string; params?: { cursor?: string } };
type Handler = (msg: Msg) => void;

const mode = process.argv[2] ?? 'silent';
if (process.env.PID_FILE) writeFileSync(process.env.PID_FILE, String(process.pid));
if (process.env.PEER_PID_FILES && process.env.PEERS_SEEN_FILE) notePeers(process.env.PEER_PID_FILES.split(','), process.env.PEERS_SEEN_FILE);

/**
 * Writes how many of the other servers named by their pid files were alive as this one started.
 * The last of servers scanned together sees all the others: an order of events, where a comparison
 * of durations would depend on how busy the machine is.
 */
function notePeers(pidFiles: string[], out: string): void {
  const alive = pidFiles.filter((file) => {
    const pid = writtenPid(file);
    return pid !== null && pid !== process.pid && isAlive(pid);
  });
  writeFileSync(out, String(alive.length));
}

function send(message: object): void {
  process.stdout.write(JSON.stringify(message) + '\n');
}

function result(id: unknown, value: object): void {
  send({ jsonrpc: '2.0', id, result: value });
}

const TOOL = { name: 'echo', description: 'Echoes.', inputSchema: { type: 'object' } };

/** A well-behaved initialize, then `list` for tools/list. */
function server(list: Handler, extra: Handler = () => undefined): Handler {
  return (msg) => {
    if (msg.method === 'initialize') {
      result(msg.id, { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: `hostile-${mode}`, version: '0.0.1' } });
    } else if (msg.method === 'tools/list') list(msg);
    else extra(msg);
  };
}

function keepAlive(): void {
  setInterval(() => undefined, 60_000);
}

function startGrandchild(detached: boolean): void {
  // The grandchild ignores SIGTERM and would live forever; only a SIGKILL of its group (or of it) ends it.
  const code = "process.on('SIGTERM',()=>{});setInterval(()=>{},60000)";
  const child = spawn(process.execPath, ['-e', code], { detached, stdio: 'ignore' });
  if (process.env.GRANDCHILD_PID_FILE) writeFileSync(process.env.GRANDCHILD_PID_FILE, String(child.pid));
}

/**
 * Grandchildren that ignore SIGTERM: one in the server's group, one that left it with setsid. Each
 * writes its own pid file once its handler is in place, so a test that signals as soon as the
 * files exist really meets a process that ignores SIGTERM.
 */
function startFamily(): void {
  const code = "process.on('SIGTERM',()=>{});const f=process.argv[1];if(f)require('fs').writeFileSync(f,String(process.pid));setInterval(()=>{},60000)";
  spawn(process.execPath, ['-e', code, process.env.GRANDCHILD_PID_FILE ?? ''], { stdio: 'ignore' });
  spawn(process.execPath, ['-e', code, process.env.SETSID_PID_FILE ?? ''], { detached: true, stdio: 'ignore' });
}

/**
 * `serve-file`: the tools of $TOOLS_FILE ({"tools": [...], "serverInfo"?, "pageSize"?}), read again
 * on every tools/list so a test can change them between scans. Cursors are plain offsets.
 * $DELAY_MS makes every tools/list answer that late; with $GO_FILE, tools/list waits until that file
 * exists (a test acts while the scan is under way, without racing a delay);
 * $TOOLS_TEXT_FILE, when set, is sent verbatim as the result; $ANSWERED_FILE is written once an answer is out;
 * $STDERR_TEXT is written to stderr at start.
 */
function serveFile(): Handler {
  type Doc = { tools: unknown[]; serverInfo?: object; pageSize?: number };
  const load = (): Doc => JSON.parse(readFileSync(process.env.TOOLS_FILE ?? '', 'utf8')) as Doc;
  const delay = Number(process.env.DELAY_MS ?? 0);
  if (process.env.STDERR_TEXT) process.stderr.write(process.env.STDERR_TEXT);
  const list = (msg: Msg): void => {
    const doc = load();
    const size = doc.pageSize ?? doc.tools.length;
    const offset = Number(msg.params?.cursor ?? 0);
    const page: { tools: unknown[]; nextCursor?: string } = { tools: doc.tools.slice(offset, offset + size) };
    if (offset + size < doc.tools.length) page.nextCursor = String(offset + size);
    if (process.env.TOOLS_TEXT_FILE) {
      // The answer as raw text (duplicate keys, numbers JSON.parse would change), sent as one line.
      const text = readFileSync(process.env.TOOLS_TEXT_FILE, 'utf8').trim();
      process.stdout.write(`{"jsonrpc":"2.0","id":${JSON.stringify(msg.id)},"result":${text}}\n`);
    } else result(msg.id, page);
    // Tells a test the whole answer is out: what follows in the sensor is its analysis.
    if (process.env.ANSWERED_FILE) process.stdout.write('', () => writeFileSync(process.env.ANSWERED_FILE!, 'answered'));
  };
  return (msg) => {
    if (msg.method === 'initialize') {
      const serverInfo = load().serverInfo ?? { name: 'hostile-serve-file', version: '0.0.1' };
      result(msg.id, { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo });
    } else if (msg.method === 'tools/list') {
      const go = process.env.GO_FILE;
      if (go) {
        const poll = setInterval(() => existsSync(go) && (clearInterval(poll), list(msg)), 20);
      } else if (delay > 0) setTimeout(() => list(msg), delay);
      else list(msg);
    }
  };
}

const modes: Record<string, () => Handler> = {
  silent: () => (keepAlive(), () => undefined),
  'exit-now': () => process.exit(3),
  'ignore-term': () => {
    process.on('SIGTERM', () => undefined);
    keepAlive();
    return () => undefined;
  },
  'hang-family': () => {
    // Never answers, ignores SIGTERM, and leaves two grandchildren that ignore it too.
    process.on('SIGTERM', () => undefined);
    startFamily();
    keepAlive();
    return () => undefined;
  },
  'serve-file': serveFile,
  'deep-raw': () =>
    server((m) => {
      // $DEPTH nested arrays written as text: the server itself never recurses over them.
      const depth = Number(process.env.DEPTH ?? 100_000);
      const nested = '['.repeat(depth) + ']'.repeat(depth);
      process.stdout.write(`{"jsonrpc":"2.0","id":${JSON.stringify(m.id)},"result":{"tools":[{"name":"deep","inputSchema":{"type":"object","x":${nested}}}]}}\n`);
    }),
  grandchild: () => (startGrandchild(false), server((m) => result(m.id, { tools: [TOOL] }))),
  'grandchild-setsid': () => (startGrandchild(true), server((m) => result(m.id, { tools: [TOOL] }))),
  banner: () => {
    process.stdout.write('Starting hostile server v1...\n\u001b[32mready\u001b[0m\n{not json\n\n42\n');
    return server((m) => {
      process.stdout.write('log: listing tools\n');
      result(m.id, { tools: [TOOL] });
    });
  },
  'crash-mid-list': () =>
    server((m) => {
      if (m.params?.cursor) process.exit(1);
      result(m.id, { tools: [TOOL], nextCursor: 'c1' });
    }),
  'half-line': () =>
    server((m) => {
      process.stdout.write(`{"jsonrpc":"2.0","id":${JSON.stringify(m.id)},"result":{"tools":[{"name":"ec`, () => process.exit(0));
    }),
  'rpc-error': () => server((m) => send({ jsonrpc: '2.0', id: m.id, error: { code: -32603, message: 'boom\u001b[31m red' } })),
  'init-error': () => (msg) => {
    if (msg.method === 'initialize') send({ jsonrpc: '2.0', id: msg.id, error: { code: -32602, message: 'unsupported' } });
  },
  'page-forever': () => {
    let n = 0;
    return server((m) => result(m.id, { tools: [], nextCursor: `c${++n}` }));
  },
  'page-loop': () => server((m) => result(m.id, { tools: [TOOL], nextCursor: 'same' })),
  'many-tools': () =>
    server((m) => {
      const tools = Array.from({ length: 6000 }, (_, i) => ({ name: `t${i}`, inputSchema: { type: 'object' } }));
      result(m.id, { tools });
    }),
  'huge-line': () =>
    server((m) => {
      // An endless line: the sensor must cut it off at maxBytes, not buffer it.
      process.stdout.write(`{"jsonrpc":"2.0","id":${JSON.stringify(m.id)},"result":{"tools":[{"name":"`);
      const block = 'a'.repeat(64 * 1024);
      const pump = (): void => {
        while (process.stdout.write(block));
        process.stdout.once('drain', pump);
      };
      pump();
    }),
  chatty: () =>
    server((m) => {
      // 60,000 notifications (300,000 JSON values, more than an answer may hold) before the answer.
      const note = '{"jsonrpc":"2.0","method":"notifications/tools/list_changed","params":{}}\n';
      process.stdout.write(note.repeat(60_000));
      result(m.id, { tools: [TOOL] });
    }),
  'tools-not-array': () => server((m) => result(m.id, { tools: { name: 'echo' } })),
  malformed: () =>
    server((m) =>
      result(m.id, {
        tools: [
          { description: 'no name', inputSchema: { type: 'object' } },
          { name: 'bad-schema', inputSchema: 'not an object' },
          42,
          null,
          'a string',
          { name: 'extra', inputSchema: { type: 'object', 'x-unknown': [1, 2] }, futureField: { deep: true }, annotations: { readOnlyHint: true, vendorHint: 'x' } },
        ],
      }),
    ),
  'env-dump': () => {
    if (process.env.ENV_DUMP_FILE) writeFileSync(process.env.ENV_DUMP_FILE, JSON.stringify(process.env));
    return server((m) => result(m.id, { tools: [TOOL] }));
  },
  'server-request': () => {
    // Asks the client for roots and pings it; answers tools/list only once the roots answer is in,
    // and puts that answer in the tool's description for the test to read.
    let answer: unknown;
    let listId: unknown;
    const reply = (): void => {
      if (answer === undefined || listId === undefined) return;
      result(listId, { tools: [{ name: 'saw', description: JSON.stringify(answer), inputSchema: { type: 'object' } }] });
    };
    return (msg) => {
      if (msg.method === 'initialize') {
        result(msg.id, { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 'asker', version: '1' } });
      } else if (msg.method === 'notifications/initialized') {
        send({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'hello' } });
        send({ jsonrpc: '2.0', id: 's-1', method: 'roots/list' });
        send({ jsonrpc: '2.0', id: 's-2', method: 'ping' });
      } else if (msg.method === undefined && msg.id === 's-1') {
        answer = msg;
        reply();
      } else if (msg.method === 'tools/list') {
        listId = msg.id;
        reply();
      }
    };
  },
};

const make = modes[mode];
if (!make) {
  process.stderr.write(`unknown mode ${mode}\n`);
  process.exit(2);
}
const handle = make();
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  buffered += chunk;
  let nl: number;
  while ((nl = buffered.indexOf('\n')) !== -1) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    try {
      handle(JSON.parse(line) as Msg);
    } catch {
      // ignore what we cannot parse
    }
  }
});
