import { escapeForTerminal } from '../../report/escape.js';
import { openHistory, type GlobalFlags } from '../context.js';
import { printJsonLines } from '../print.js';

/** Walks the hash chain: exit 0 when intact, 1 naming the first broken record. */
export async function verifyCommand(flags: GlobalFlags): Promise<number> {
  const store = await openHistory(flags, { readonly: true });
  try {
    const result = store.verify();
    printJsonLines([result]);
    if (!result.ok) {
      // Table and trigger names come from the file, which whoever tampered with it wrote: never raw.
      const where = `${result.table}${result.seq !== null ? ` #${result.seq}` : ''}`;
      process.stderr.write(`mcp-schema-sentinel: history broken at ${escapeForTerminal(where, { maxLength: 80 })}: ${escapeForTerminal(result.reason, { maxLength: 300 })}\n`);
    }
    return result.ok ? 0 : 1;
  } finally {
    store.close();
  }
}
