import { escapeForTerminal } from '../report/escape.js';

/**
 * "servers done / total" on stderr, rewritten in place, only when stderr is a terminal:
 * nothing extra lands in a cron mail or a pipe.
 */
export class Progress {
  private shown = false;
  constructor(private readonly out: NodeJS.WriteStream) {}

  update(done: number, total: number, pending: string[]): void {
    if (!this.out.isTTY || total < 2) return;
    const waiting = pending.length > 0 ? ` · waiting for ${pending.slice(0, 3).map((p) => escapeForTerminal(p)).join(', ')}${pending.length > 3 ? ' …' : ''}` : '';
    const line = `scanned ${done}/${total}${waiting}`.slice(0, (this.out.columns || 80) - 1);
    this.out.write(`\r\x1b[2K${line}`);
    this.shown = true;
  }

  done(): void {
    if (this.shown) this.out.write('\r\x1b[2K');
    this.shown = false;
  }
}
