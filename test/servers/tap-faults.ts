/**
 * A scripted stdio "server" for the tap's byte-identity tests. Mode `burst` writes awkward output at
 * once (non-JSON lines, invalid UTF-8, a batch, server-to-client requests, CRLF, an over-long line),
 * then waits for stdin to end, reports the SHA-256 of everything it read on stderr, and dies in the
 * middle of a message with exit code 3. Mode `ignore` never exits on its own (it ignores SIGTERM and
 * the end of stdin) and writes its pid to PID_FILE: a server the tap must end.
 *
 * Output goes to fd 1 with synchronous writes, not through process.stdout: the stream queues a
 * 17 MiB line and can fail it with an error event (EAGAIN or EPIPE on a non-blocking pipe when
 * its reader is slow on a busy machine), which uncaught ends the process with exit code 1 before
 * it exits as scripted. Written synchronously, every byte is in the pipe before the exit.
 */
import { createHash } from 'node:crypto';
import { writeFileSync, writeSync } from 'node:fs';

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
  for (const b of out) writeAll(b);
  const hash = createHash('sha256');
  process.stdin.on('data', (d: Buffer) => hash.update(d));
  process.stdin.on('error', () => undefined);
  process.stdin.on('end', () => {
    process.stderr.write(`c2s ${hash.digest('hex')}\n`);
    // Dies mid-message: the last line has no end.
    writeAll(Buffer.from('{"jsonrpc":"2.0","id":9,"res'));
    process.exit(3);
  });
}

/** Writes all of `b` to fd 1; a full non-blocking pipe is waited on, never an error. */
function writeAll(b: Buffer): void {
  const park = new Int32Array(new SharedArrayBuffer(4));
  for (let off = 0; off < b.length; ) {
    try {
      off += writeSync(1, b, off, b.length - off);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      Atomics.wait(park, 0, 0, 1);
    }
  }
}
