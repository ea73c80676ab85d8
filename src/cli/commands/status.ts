import { Chalk } from 'chalk';
import { serverStatuses, waits, type ServerStatus } from '../../history/status.js';
import { escapeForTerminal } from '../../report/escape.js';
import { openHistory, outputFormat, useColor, type GlobalFlags } from '../context.js';
import { printJsonLines, printText } from '../print.js';

/** Every server in the history with what waits for someone; exit 1 when something does. */
export async function statusCommand(flags: GlobalFlags): Promise<number> {
  const store = await openHistory(flags, { readonly: true });
  let rows: ServerStatus[];
  try {
    rows = serverStatuses(store, new Date());
  } finally {
    store.close();
  }
  if (outputFormat(flags) === 'pretty') printText(renderStatus(rows, useColor(flags)));
  else printJsonLines(rows);
  return rows.some(waits) ? 1 : 0;
}

function renderStatus(rows: ServerStatus[], color: boolean): string {
  const c = new Chalk({ level: color ? 1 : 0 });
  const e = (s: string) => escapeForTerminal(s, { maxLength: 120 });
  if (rows.length === 0) return 'no server in the history yet';
  const lines = rows.flatMap((s) => {
    const head = `${c.bold(e(s.server))}  ${s.server_version ? `v${e(s.server_version)}  ` : ''}last scan ${s.last_scan_at ?? 'never'}`;
    const out = [waits(s) ? `${c.yellow('!')} ${head}` : `  ${head}`];
    out.push(`    approved: ${s.approved_version === null ? 'nothing yet' : `version ${s.approved_version} by ${e(s.approved_by ?? '?')} at ${s.approved_at}`}`);
    if (s.pending) {
      const p = s.pending;
      out.push(
        `    ${c.bold(`[${p.top_severity}]`)} ${p.what === 'drift' ? 'drift' : 'first contact'} to version ${p.version} pending for ${p.age_days} day${p.age_days === 1 ? '' : 's'}` +
          `${p.drift_id ? ` (${p.drift_id})` : ''}: review with \`diff --server ${e(s.server)}\`, then \`approve\``,
      );
    }
    if (s.last_error) out.push(`    ${c.bold('[ERROR]')} last scan failed (${e(s.last_error.error_code ?? 'error')}): ${e(s.last_error.reason ?? '')}`);
    return out;
  });
  const waiting = rows.filter(waits).length;
  lines.push('', `${rows.length} server${rows.length === 1 ? '' : 's'}, ${waiting} waiting for someone`);
  return lines.join('\n');
}
