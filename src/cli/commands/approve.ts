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
  // The lock in force is read first: a mistyped path or a broken lock approves nothing.
  const lock = flags.lock !== undefined ? (await import('../lock-file.js')).loadLock(flags.lock) : null;
  const store = await openHistory(flags);
  try {
    const row = store.transaction(() => store.approve(server, version, by, flags.note ?? null, new Date().toISOString()));
    printJsonLines([approvalListing(row)]);
    const pinned = lock?.lock.servers.find((s) => s.id === server);
    if (lock && pinned?.manifest_hash === row.manifestHash) {
      process.stderr.write(`mcp-schema-sentinel: the lock ${escapeForTerminal(flags.lock!, { maxLength: 200 })} already pins this manifest of ${escapeForTerminal(JSON.stringify(server))}\n`);
    } else if (lock) {
      // A host never edits the lock: the reviewers change it, and every host follows.
      const { approvedEntryText } = await import('./lock.js');
      const entry = approvedEntryText(store, server);
      process.stderr.write(
        `mcp-schema-sentinel: a lock is in force (${escapeForTerminal(flags.lock!, { maxLength: 200 })}) and was not changed: until its entry for ${escapeForTerminal(JSON.stringify(server))} changes, scans with --lock still compare with it. Put this entry into the lock in a reviewed change (or run: lock --update --out ${escapeForTerminal(flags.lock!, { maxLength: 200 })}), then sign it again if it is signed:\n`,
      );
      // jsonText already wrote every character that could steer a terminal as an escape.
      if (entry) process.stderr.write(entry);
    }
  } finally {
    store.close();
  }
  return 0;
}
