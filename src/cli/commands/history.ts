import { openHistory, type GlobalFlags } from '../context.js';
import { required } from '../parse.js';
import { printJsonLines } from '../print.js';
import { ignoredListing } from '../ignored-history.js';
import type { IgnoredListing } from '../../diff/segments.js';

/** The key only where something was ignored: other versions print as they always did. */
function withIgnored(list: IgnoredListing[]): { ignored?: IgnoredListing[] } {
  return list.length > 0 ? { ignored: list } : {};
}

/** One JSON line per manifest version of a server (snake_case, as the records). */
export async function historyCommand(flags: GlobalFlags & { server?: string }): Promise<number> {
  const server = required(flags.server, '--server <id>', 'history');
  const store = await openHistory(flags, { readonly: true });
  try {
    // Ignored differences are listed with the version they arrived in, with the entries' reasons.
    const ignored = store.events({ server, kind: 'ignored' });
    printJsonLines(
      store.versions(server).map((v) => ({
        server: v.serverId,
        // Every stored version, approved or not: which ones are approved says approved_at.
        version: v.version,
        manifest_hash: v.manifestHash,
        captured_at: v.capturedAt,
        last_seen_at: v.lastSeenAt,
        approved_at: v.approvedAt,
        approved_by: v.approvedBy,
        server_name: v.serverName,
        server_version: v.serverVersion,
        tool_count: v.toolCount,
        ...withIgnored(ignoredListing(ignored.filter((r) => r.drift?.current_version === v.version))),
      })),
    );
  } finally {
    store.close();
  }
  return 0;
}
