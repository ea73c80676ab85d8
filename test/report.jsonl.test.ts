import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { safeOutput, safeWrite, writeJsonl, writeJsonlPaced } from '../src/report/jsonl.js';
import * as F from './report-fixtures.js';

function collect(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

test('one JSON object per line, each the record exactly', () => {
  const out = collect();
  assert.equal(writeJsonl(F.ALL_RECORDS, out.stream), true);
  const lines = out.text().split('\n');
  assert.equal(lines.pop(), '', 'output ends with a newline');
  assert.equal(lines.length, F.ALL_RECORDS.length);
  lines.forEach((line, i) => assert.deepEqual(JSON.parse(line), F.ALL_RECORDS[i]));
});

test('server text with control characters, bidi and lone surrogates stays escaped JSON and valid UTF-8', () => {
  const r = structuredClone(F.hostileFirstContact);
  r.evidence!.fragment = 'half \uD800 pair';
  const out = collect();
  writeJsonl([r], out.stream);
  const text = out.text();
  assert.doesNotMatch(text, /[\x00-\x09\x0b-\x1f\x7f]/, 'no raw C0 control (the newline ends the line)');
  assert.ok(text.includes('\\u001b[31m'), 'ESC is a JSON escape');
  assert.ok(text.includes('\\ud800'), 'a lone surrogate is a JSON escape');
  assert.equal(Buffer.from(text, 'utf8').toString('utf8'), text);
  assert.equal(JSON.parse(text).tool, F.HOSTILE_TOOL, 'the data itself is untouched');
});

test('paced: a slow reader never has more than one line waiting, and gets every line in order', async () => {
  // A reader that takes a line only on the next turn of the event loop, with room for a few bytes:
  // every line fills its buffer. What waits in the stream is measured as each line is taken.
  const slowReader = () => {
    const got: string[] = [];
    let most = 0;
    const stream = new Writable({
      highWaterMark: 16,
      decodeStrings: false,
      write(chunk: string, _enc, done) {
        most = Math.max(most, stream.writableLength);
        setImmediate(() => {
          got.push(chunk);
          done();
        });
      },
    });
    return { stream, got, most: () => most };
  };
  const lines = F.ALL_RECORDS.map((r) => `${JSON.stringify(r)}\n`);
  const longest = Math.max(...lines.map((l) => Buffer.byteLength(l)));
  const total = lines.reduce((n, l) => n + l.length, 0);
  const paced = slowReader();
  assert.equal(await writeJsonlPaced(F.ALL_RECORDS, paced.stream), true);
  assert.ok(paced.most() <= longest, `at most one line waits (${paced.most()} of ${longest})`);
  assert.equal(paced.got.length, F.ALL_RECORDS.length);
  paced.got.forEach((line, i) => assert.deepEqual(JSON.parse(line), F.ALL_RECORDS[i]));
  // Control: the unpaced writer leaves every line waiting in the stream at once.
  const unpaced = slowReader();
  writeJsonl(F.ALL_RECORDS, unpaced.stream);
  assert.ok(unpaced.stream.writableLength >= total - longest, 'the control queues (nearly) everything');
  await new Promise<void>((r) => unpaced.stream.end(r));
});

test('paced: a reader that goes away while the writer waits ends the writing, without hanging', async () => {
  const stuck = new Writable({ highWaterMark: 1, write: () => undefined });
  const writing = writeJsonlPaced(F.ALL_RECORDS, stuck);
  setImmediate(() => stuck.destroy());
  assert.equal(await writing, false);
});

test('writes after the stream was destroyed return false instead of throwing', () => {
  const sink = new Writable({ write: (_c, _e, cb) => cb() });
  const out = safeOutput(sink);
  assert.equal(out.write('a\n'), true);
  sink.destroy();
  assert.equal(safeWrite(sink, 'b\n'), false);
  assert.equal(out.closed, true);
  assert.equal(out.error, null, 'a reader going away is not an error');
  assert.equal(writeJsonl(F.ALL_RECORDS, sink), false);
});

test('a real write failure is kept for the caller, not thrown', async () => {
  const sink = new Writable({ write: (_c, _e, cb) => cb(Object.assign(new Error('disk full'), { code: 'ENOSPC' })) });
  const out = safeOutput(sink);
  out.write('x\n');
  await new Promise((r) => setImmediate(r));
  assert.equal(out.closed, true);
  assert.equal(out.error?.message, 'disk full');
  assert.equal(out.write('y\n'), false);
});

const jsonlModule = fileURLToPath(new URL('../src/report/jsonl.js', import.meta.url));

/** A child that writes many lines to stdout; the parent reads one line and closes the pipe (like `| head -1`). */
function runHeadOne(body: string): Promise<{ code: number | null; stderr: string; firstLine: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', body], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let seen = '';
    let firstLine = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      seen += c.toString();
      const nl = seen.indexOf('\n');
      if (nl >= 0 && firstLine === '') {
        firstLine = seen.slice(0, nl);
        child.stdout.destroy();
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr, firstLine }));
  });
}

test('a consumer closing the pipe (`| head -1`) ends the writer quietly, without a stack', { timeout: 60_000 }, async () => {
  const body = `
    import { writeJsonl } from ${JSON.stringify(jsonlModule)};
    const rec = { schema: 'mcp-schema-sentinel/record@1', kind: 'alert', pad: 'x'.repeat(200) };
    let ok = true;
    // Keep writing for up to 20 s (a loaded machine may be slow to read the first line).
    for (const end = Date.now() + 20_000; ok && Date.now() < end; ) {
      ok = writeJsonl(Array.from({ length: 100 }, () => rec), process.stdout);
      await new Promise((r) => setTimeout(r, 1));
    }
    if (ok) process.stderr.write('never noticed the closed pipe\\n');
  `;
  const r = await runHeadOne(body);
  assert.match(r.firstLine, /^\{"schema":"mcp-schema-sentinel\/record@1"/);
  assert.equal(r.stderr, '');
  assert.equal(r.code, 0);
});

test('control: the same pipe closing crashes a plain process.stdout.write loop', { timeout: 60_000 }, async () => {
  // Shows the test above really provokes EPIPE: without safeOutput the writer dies with a stack.
  const body = `
    const line = JSON.stringify({ pad: 'x'.repeat(200) }) + '\\n';
    for (const end = Date.now() + 20_000; Date.now() < end; ) {
      for (let i = 0; i < 100; i++) process.stdout.write(line);
      await new Promise((r) => setTimeout(r, 1));
    }
  `;
  const r = await runHeadOne(body);
  assert.notEqual(r.code, 0);
  assert.match(r.stderr, /EPIPE/);
});
