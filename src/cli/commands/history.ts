import { openHistory, type GlobalFlags } from '../context.js';
import { required } from '../parse.js';
import { printJsonLines } from '../print.js';

/** One JSON line per manifest version of a server. */
export async function historyCommand(flags: GlobalFlags & { server?: string }): Promise<number> {
  const server = required(flags.server, '--server <id>', 'history');
  const store = await openHistory(flags, { readonly: true });
  try {
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
      })),
    );
  } finally {
    store.close();
  }
  return 0;
}
