import { jsonLine, safeOutput } from '../report/jsonl.js';
import { commandStdout } from './stdout.js';

/** One JSON object per line on stdout (the non-record commands: history, announce, verify …). */
export function printJsonLines(rows: readonly unknown[]): void {
  const out = safeOutput(commandStdout());
  for (const row of rows) if (!out.write(jsonLine(row))) return;
}

export function printText(text: string): void {
  safeOutput(commandStdout()).write(text.endsWith('\n') ? text : `${text}\n`);
}
