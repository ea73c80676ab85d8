import type { Anchor } from '../../history/types.js';
import { escapeForTerminal } from '../../report/escape.js';
import { anchorsFromFile, expectedHead } from '../anchors.js';
import { openHistory, outputFormat, type GlobalFlags } from '../context.js';
import { printJsonLines, printText } from '../print.js';

interface VerifyFlags extends GlobalFlags {
  expectHead: string[];
  anchors: string[];
}

/** Walks the hash chain (and checks the anchors given): exit 0 when intact, 1 naming the first broken record. */
export async function verifyCommand(flags: VerifyFlags): Promise<number> {
  const anchors: Anchor[] = [...(flags.expectHead ?? []).map(expectedHead), ...(flags.anchors ?? []).flatMap(anchorsFromFile)];
  const store = await openHistory(flags, { readonly: true });
  try {
    const result = store.verify(anchors);
    if (outputFormat(flags) !== 'pretty') printJsonLines([result]);
    else if (result.ok) {
      const head = result.head ? `; head #${result.head.seq} ${result.head.hash} (keep it outside this machine: verify --expect-head)` : '';
      printText(`history intact: ${result.records} records${result.anchors !== undefined ? `, ${result.anchors} anchors found unchanged` : ''}${head}`);
    } else printText(`history BROKEN: ${result.records} records checked`);
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
