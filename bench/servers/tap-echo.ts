/**
 * The tap bench's server: answers each request line with a response of the same id at once (the
 * id last, so that the client finds the end of a 5 MB answer in its last bytes).
 * `tools/list` gets a list of LIST_BYTES (about 5 MB); `bulk/stream` gets BULK_BYTES of small
 * notifications as fast as the pipe takes them, then a response.
 */
import { createInterface } from 'node:readline';

const listBytes = Number(process.env.LIST_BYTES ?? 5 * 1024 * 1024);
const bulkBytes = Number(process.env.BULK_BYTES ?? 200 * 1024 * 1024);
const tool = (i: number) => ({ name: `tool_${i}`, description: 'Does one thing. '.repeat(40), inputSchema: { type: 'object', properties: { a: { type: 'string' } } } });
const perTool = JSON.stringify(tool(0)).length + 1;
const tools = Array.from({ length: Math.ceil(listBytes / perTool) }, (_, i) => tool(i));
const note = Buffer.from(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x'.repeat(180) } }) + '\n');
const block = Buffer.concat(Array.from({ length: Math.floor(65536 / note.length) }, () => note));

createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line) as { id: number; method: string };
  if (m.method === 'tools/list') {
    process.stdout.write(JSON.stringify({ jsonrpc: '2.0', result: { tools }, id: m.id }) + '\n');
  } else if (m.method === 'bulk/stream') {
    let sent = 0;
    const pump = () => {
      while (sent < bulkBytes) {
        sent += block.length;
        if (!process.stdout.write(block)) return void process.stdout.once('drain', pump);
      }
      process.stdout.write(JSON.stringify({ jsonrpc: '2.0', result: {}, id: m.id }) + '\n');
    };
    pump();
  } else {
    process.stdout.write(JSON.stringify({ jsonrpc: '2.0', result: { content: [{ type: 'text', text: 'ok' }] }, id: m.id }) + '\n');
  }
});
