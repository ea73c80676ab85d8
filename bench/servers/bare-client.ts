/**
 * The reference for bench/overhead: a bare MCP SDK client that only connects, lists every tool
 * (following every page) and closes. Prints the tool count.
 *
 *   node dist/bench/servers/bare-client.js <command> [args...]
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: bare-client <command> [args...]\n');
  process.exit(2);
}

const transport = new StdioClientTransport({ command, args, stderr: 'pipe' });
// Drained, not shown: the same as the sensor, which reads a server's stderr and keeps only a little.
transport.stderr?.on('data', () => undefined);
const client = new Client({ name: 'bare-client', version: '1.0.0' });
await client.connect(transport);
let count = 0;
let cursor: string | undefined;
do {
  const page = await client.listTools(cursor === undefined ? {} : { cursor });
  count += page.tools.length;
  cursor = page.nextCursor;
} while (cursor !== undefined);
await client.close();
process.stdout.write(`${count}\n`);
