import { openHistory, type GlobalFlags } from '../context.js';
import { optionalInt, required } from '../parse.js';
import { printJsonLines } from '../print.js';
import { approvalListing } from '../listing.js';

interface ApproveFlags extends GlobalFlags {
  server?: string;
  version?: string;
  by?: string;
  note?: string;
}

/** Makes a manifest version the baseline: a new approval row, never an edit. */
export async function approveCommand(flags: ApproveFlags): Promise<number> {
  const server = required(flags.server, '--server <id>', 'approve');
  const by = required(flags.by, '--by <who>', 'approve');
  const version = optionalInt(flags.version, '--version');
  const store = await openHistory(flags);
  try {
    const row = store.transaction(() => store.approve(server, version, by, flags.note ?? null, new Date().toISOString()));
    printJsonLines([approvalListing(row)]);
  } finally {
    store.close();
  }
  return 0;
}
