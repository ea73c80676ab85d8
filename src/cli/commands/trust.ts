import { openHistory, type GlobalFlags } from '../context.js';
import { UsageError } from '../errors.js';
import { required } from '../parse.js';
import { printJsonLines } from '../print.js';

interface TrustFlags extends GlobalFlags {
  server?: string;
  annotations?: boolean;
  revoke?: boolean;
  by?: string;
  note?: string;
  list?: boolean;
}

/**
 * Whether a server's tool annotations may take capability labels away (the MCP specification: hints
 * from servers that are not trusted are untrusted). A new row in the history each time, with who and when.
 */
export async function trustCommand(flags: TrustFlags): Promise<number> {
  if (flags.list) {
    const store = await openHistory(flags, { readonly: true });
    try {
      printJsonLines([...store.trusts().values()].map(listing));
    } finally {
      store.close();
    }
    return 0;
  }
  const server = required(flags.server, '--server <id>', 'trust');
  if (flags.annotations !== true) throw new UsageError('trust needs --annotations (what is trusted: the server\'s tool annotations)');
  const by = required(flags.by, '--by <who>', 'trust');
  const store = await openHistory(flags);
  try {
    const row = store.transaction(() => store.trust(server, flags.revoke !== true, by, flags.note ?? null, new Date().toISOString()));
    printJsonLines([listing(row)]);
  } finally {
    store.close();
  }
  return 0;
}

function listing(r: { serverId: string; annotations: boolean; by: string; note: string | null; at: string }) {
  return { server: r.serverId, annotations_trusted: r.annotations, by: r.by, at: r.at, note: r.note };
}
