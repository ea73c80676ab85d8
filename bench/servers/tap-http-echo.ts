/**
 * The HTTP tap bench's server (127.0.0.1, port 0, printed on stdout): a Streamable HTTP answer to
 * each POST at once, as JSON. `tools/list` gets a list of LIST_BYTES (about 5 MB); `bulk/stream`
 * gets BULK_BYTES of small notifications as one event stream, then the response event.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const listBytes = Number(process.env.LIST_BYTES ?? 5 * 1024 * 1024);
const bulkBytes = Number(process.env.BULK_BYTES ?? 200 * 1024 * 1024);
const tool = (i: number) => ({ name: `tool_${i}`, description: 'Does one thing. '.repeat(40), inputSchema: { type: 'object', properties: { a: { type: 'string' } } } });
const perTool = JSON.stringify(tool(0)).length + 1;
const tools = Array.from({ length: Math.ceil(listBytes / perTool) }, (_, i) => tool(i));
const note = Buffer.from(`data: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x'.repeat(180) } })}\n\n`);
const block = Buffer.concat(Array.from({ length: Math.floor(65536 / note.length) }, () => note));

const server = http.createServer((req, res) => {
  const parts: Buffer[] = [];
  req.on('data', (d: Buffer) => parts.push(d));
  req.on('end', () => {
    const m = JSON.parse(Buffer.concat(parts).toString('utf8')) as { id: number; method: string };
    if (m.method === 'bulk/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'mcp-session-id': 'bench' });
      let sent = 0;
      const pump = () => {
        while (sent < bulkBytes) {
          sent += block.length;
          if (!res.write(block)) return void res.once('drain', pump);
        }
        res.end(`data: ${JSON.stringify({ jsonrpc: '2.0', result: {}, id: m.id })}\n\n`);
      };
      return pump();
    }
    const body = JSON.stringify({ jsonrpc: '2.0', id: m.id, result: m.method === 'tools/list' ? { tools } : { content: [{ type: 'text', text: 'ok' }] } });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'mcp-session-id': 'bench' });
    res.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
