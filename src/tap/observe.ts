/**
 * From framed lines to spool entries: decoding and parsing happen here, on the observer's side of
 * the queue. A line that cannot be read (cut, partial, not UTF-8, not JSON, after a drop) is only
 * counted: the bytes went through unchanged, and what the tap could not read is said in the
 * session's last line.
 */
import type { JsonObject } from '../model.js';
import type { Frame } from './framing.js';
import type { Direction } from './observer.js';
import { SessionCore } from './session.js';
import type { SpoolEntry } from './entries.js';

export interface FrameCounts {
  messages: number;
  cut: number;
  partial: number;
  after_drop: number;
  invalid_utf8: number;
  not_json: number;
  /** Server lines that could not matter to the session (no id, no list notice), not parsed. */
  skipped: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const ID = Buffer.from('"id"');
const LIST_CHANGED = Buffer.from('list_changed');
const NL = 0x0a;
const CR = 0x0d;

/**
 * Whether a line from the server can matter to the session: a response or a request carries an
 * "id", a list notice names list_changed. Everything else (log and progress notifications, a bulk
 * stream) is skipped without decoding or parsing, so that observing keeps pace with forwarding. A
 * line that merely mentions these words inside a string is parsed and found to be nothing.
 */
function mayMatter(bytes: Buffer): boolean {
  return bytes.indexOf(ID) !== -1 || bytes.indexOf(LIST_CHANGED) !== -1;
}

export class FrameReader {
  readonly counts: FrameCounts = { messages: 0, cut: 0, partial: 0, after_drop: 0, invalid_utf8: 0, not_json: 0, skipped: 0 };
  readonly core: SessionCore;

  constructor(emit: (entry: SpoolEntry) => void) {
    this.core = new SessionCore(emit);
  }

  /** One line, `at` the time its last chunk went through. */
  frame(dir: Direction, f: Frame, at: number): void {
    if (f.cut) return void this.counts.cut++;
    if (f.gap) return void this.counts.after_drop++;
    if (f.partial) return void this.counts.partial++;
    if (f.bytes.length === 0) return;
    if (dir === 's2c' && !mayMatter(f.bytes)) return void this.counts.skipped++;
    let text: string;
    try {
      text = utf8.decode(f.bytes);
    } catch {
      return void this.counts.invalid_utf8++;
    }
    if (text.trim() === '') return;
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      return void this.counts.not_json++;
    }
    this.counts.messages++;
    this.core.message(dir, msg, at);
  }

  /**
   * Whole lines from the server (`region` starts a line and ends with a newline) that hold nothing
   * the session needs are counted as skipped at once, as frame() would count them one by one, and
   * not framed. False when a line of it may matter or may be longer than `cap`: frame those.
   */
  skipWhole(region: Buffer, cap: number): boolean {
    if (region.length > cap || mayMatter(region)) return false;
    for (let start = 0; ; ) {
      const nl = region.indexOf(NL, start);
      if (nl === -1) return true;
      // An empty line, or a lone CR (a CRLF line ending), is no message: frame() passes it uncounted.
      if (nl - start > 1 || (nl - start === 1 && region[start] !== CR)) this.counts.skipped++;
      start = nl + 1;
    }
  }

  summary(): JsonObject {
    return { ...this.counts };
  }
}
