import { openHistory, type GlobalFlags } from '../context.js';
import { required } from '../parse.js';
import { printJsonLines } from '../print.js';
import { ignoredListing } from '../ignored-history.js';
import type { IgnoredListing } from '../../diff/segments.js';

/** The key only where something was ignored: other versions print as they always did. */
function withIgnored(list: IgnoredListing[]): { ignored?: IgnoredListing[] } {
  return list.length > 0 ? { ignored: list } : {};
}

/** One JSON line per manifest version of a server. */
export async function historyCommand(flags: GlobalFlags & { server?: string }): Promise<number> {
  const server = required(flags.server, '--server <id>', 'history');
  const store = await openHistory(flags, { readonly: true });
  try {
    // Ignored differences are listed with the version they arrived in, with the entries' reasons.
    const ignored = store.events({ server, kind: 'ignored' });
    printJsonLines(
      store.versions(server).map((v) => ({
        server: v.serverId,
        baselineVersion: v.version,
        baselineHash: v.manifestHash,
        capturedAt: v.capturedAt,
        lastSeenAt: v.lastSeenAt,
        approvedAt: v.approvedAt,
        approvedBy: v.approvedBy,
        serverName: v.serverName,
        serverVersion: v.serverVersion,
        toolCount: v.toolCount,
        ...withIgnored(ignoredListing(ignored.filter((r) => r.drift?.current_version === v.version))),
      })),
    );
  } finally {
    store.close();
  }
  return 0;
}
