import type { RecordKind, RecordType, Severity } from '../../model.js';
import { RECORD_TYPES } from '../../model.js';
import { openHistory, outputFormat, useColor, type GlobalFlags } from '../context.js';
import { UsageError } from '../errors.js';
import { optionalInt, timeFlag } from '../parse.js';
import { writeRecords } from '../output.js';

interface EventsFlags extends GlobalFlags {
  server?: string;
  kind?: RecordKind;
  type?: string;
  severity?: string;
  since?: string;
  until?: string;
  limit?: string;
}

/** The stored records, to backfill a SIEM or send them again. */
export async function eventsCommand(flags: EventsFlags): Promise<number> {
  if (flags.type !== undefined && !(RECORD_TYPES as readonly string[]).includes(flags.type)) {
    throw new UsageError(`--type takes one of ${RECORD_TYPES.join(', ')}`);
  }
  const now = new Date();
  const limit = optionalInt(flags.limit, '--limit');
  // Flags are checked before the database is opened: a typo is a usage error whatever the history.
  const since = flags.since ? timeFlag(flags.since, '--since', now) : undefined;
  const until = flags.until ? timeFlag(flags.until, '--until', now) : undefined;
  const store = await openHistory(flags, { readonly: true });
  try {
    const records = store.events({
      ...(flags.server ? { server: flags.server } : {}),
      ...(flags.kind ? { kind: flags.kind } : {}),
      ...(flags.type ? { type: flags.type as RecordType } : {}),
      ...(flags.severity ? { severity: flags.severity.toUpperCase() as Severity } : {}),
      ...(since !== undefined ? { since } : {}),
      ...(until !== undefined ? { until } : {}),
      ...(limit !== null ? { limit } : {}),
      anchors: true,
    });
    // Only the catalogue (SARIF rule names): no pattern is compiled to print history.
    const { lazyHeuristics } = await import('../../heuristics/lazy.js');
    await writeRecords(records, { format: outputFormat(flags), color: useColor(flags), heuristics: lazyHeuristics().catalogue });
  } finally {
    store.close();
  }
  return 0;
}
