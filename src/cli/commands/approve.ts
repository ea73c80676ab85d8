import { openHistory, type GlobalFlags } from '../context.js';
import { optionalInt, required } from '../parse.js';
import { printJsonLines } from '../print.js';
import { approvalListing } from '../listing.js';
import { escapeForTerminal } from '../../report/escape.js';

interface ApproveFlags extends GlobalFlags {
  server?: string;
  version?: string;
  by?: string;
  note?: string;
  lock?: string;
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
    if (flags.lock !== undefined) {
      // A host never edits the lock: the reviewers change it, and every host follows.
      const { approvedEntryText } = await import('./lock.js');
      const entry = approvedEntryText(store, server);
      process.stderr.write(
        `mcp-schema-sentinel: a lock is in force (${escapeForTerminal(flags.lock, { maxLength: 200 })}) and was not changed: until its entry for ${escapeForTerminal(JSON.stringify(server))} changes, scans with --lock still compare with it. Put this entry into the lock in a reviewed change (or run: lock --update --out ${escapeForTerminal(flags.lock, { maxLength: 200 })}), then sign it again if it is signed:\n`,
      );
      // jsonText already wrote every character that could steer a terminal as an escape.
      if (entry) process.stderr.write(entry);
    }
  } finally {
    store.close();
  }
  return 0;
}
