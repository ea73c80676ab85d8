import { diffManifests } from '../../diff/manifest-diff.js';
import { diffDocument, firstContactDocument } from '../../diff/segments.js';
import { renderDiffPretty, renderFirstContactPretty } from '../../report/diff-pretty.js';
import { openHistory, outputFormat, useColor, type GlobalFlags } from '../context.js';
import { UsageError } from '../errors.js';
import { optionalInt, required } from '../parse.js';
import { printJsonLines, printText } from '../print.js';
import { markIgnored } from '../ignored-history.js';
import { diffItems } from '../../diff/items.js';
import { itemsDocument } from '../../diff/items-document.js';

interface DiffFlags extends GlobalFlags {
  server?: string;
  from?: string;
  to?: string;
}

/** What changed between two manifest versions (default: the reference → the latest; a first contact: all of it). */
export async function diffCommand(flags: DiffFlags): Promise<number> {
  const server = required(flags.server, '--server <id>', 'diff');
  const toFlag = optionalInt(flags.to, '--to');
  let from = optionalInt(flags.from, '--from');
  const store = await openHistory(flags, { readonly: true });
  try {
    const state = store.serverState(server);
    if (!state.latest || !state.reference) throw new UsageError(`no history for server ${JSON.stringify(server)}`);
    const to = toFlag ?? state.latest.version;
    if (from === null && to === 1 && toFlag === null) {
      // Nothing came before the first contact: what there is to review is the whole manifest.
      const first = store.loadVersion(server, 1);
      const doc = firstContactDocument(server, first.manifestHash, first.tools);
      if (outputFormat(flags) === 'pretty') printText(renderFirstContactPretty(doc, { color: useColor(flags) }));
      else printJsonLines([doc]);
      return 0;
    }
    if (from === null) from = state.reference.version !== to ? state.reference.version : Math.max(1, to - 1);
    const before = store.loadVersion(server, from);
    const after = store.loadVersion(server, to);
    const diff = diffManifests({ tools: before.tools }, { tools: after.tools }, { annotations: true });
    const plain = diffDocument(server, { version: from, hash: before.manifestHash }, { version: to, hash: after.manifestHash }, diff);
    const marked = markIgnored(plain, store.events({ server, kind: 'ignored' }));
    // Items beyond tools, when both versions listed them (a version stored before did not).
    const items =
      before.fingerprint >= 2 && after.fingerprint >= 2
        ? itemsDocument(diffItems({ items: before.items, unavailable: before.unavailable }, { items: after.items, unavailable: after.unavailable }))
        : null;
    const doc = items ? { ...marked, items } : marked;
    if (outputFormat(flags) === 'pretty') printText(renderDiffPretty(doc, { color: useColor(flags) }));
    else printJsonLines([doc]);
  } finally {
    store.close();
  }
  return 0;
}
