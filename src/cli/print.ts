import { jsonLine, safeOutput } from '../report/jsonl.js';

/** One JSON object per line on stdout (the non-record commands: history, announce, verify …). */
export function printJsonLines(rows: readonly unknown[]): void {
  const out = safeOutput(process.stdout);
  for (const row of rows) if (!out.write(jsonLine(row))) return;
}

export function printText(text: string): void {
  safeOutput(process.stdout).write(text.endsWith('\n') ? text : `${text}\n`);
}
