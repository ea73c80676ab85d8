/**
 * A scripted stdio "server" for the tap's byte-identity tests. Mode `burst` writes awkward output at
 * once (non-JSON lines, invalid UTF-8, a batch, server-to-client requests, CRLF, an over-long line),
 * then waits for stdin to end, reports the SHA-256 of everything it read on stderr, and dies in the
 * middle of a message with exit code 3. Mode `ignore` never exits on its own (it ignores SIGTERM and
 * the end of stdin) and writes its pid to PID_FILE: a server the tap must end.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';

const mode = process.argv[2] ?? 'burst';
const big = Number(process.env.BIG_LINE_BYTES ?? 0);

if (mode === 'ignore') {
  process.on('SIGTERM', () => undefined);
  process.on('SIGHUP', () => undefined);
  if (process.env.PID_FILE) writeFileSync(process.env.PID_FILE, String(process.pid));
  process.stdin.resume();
  setInterval(() => undefined, 1000);
} else {
  const out: Buffer[] = [
    Buffer.from('Starting server... (a banner, not JSON)\n'),
    Buffer.from('{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\r\n'),
    Buffer.from([0x7b, 0x22, 0x78, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d, 0x0a]), // {"x":"<invalid UTF-8>"}
    Buffer.from('[{"jsonrpc":"2.0","id":"s1","method":"sampling/createMessage","params":{}},{"jsonrpc":"2.0","id":"s2","method":"roots/list"}]\n'),
    Buffer.from('{"jsonrpc":"2.0","id":"s3","method":"elicitation/create","params":{}}\n{"jsonrpc":"2.0","id":"s4","method":"ping"}\n'),
    Buffer.from('\n\n   \n{"jsonrpc":"2.0","id":7,"result":{"tools":[]}}\n'),
  ];
  if (big > 0) out.push(Buffer.concat([Buffer.from('{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"'), Buffer.alloc(big, 0x61), Buffer.from('"}}\n')]));
  for (const b of out) process.stdout.write(b);
  const hash = createHash('sha256');
  process.stdin.on('data', (d: Buffer) => hash.update(d));
  process.stdin.on('end', () => {
    process.stderr.write(`c2s ${hash.digest('hex')}\n`);
    // Dies mid-message: the last line has no end.
    process.stdout.write('{"jsonrpc":"2.0","id":9,"res', () => process.exit(3));
  });
}
