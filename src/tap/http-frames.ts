/**
 * Framing of the HTTP tap's observed copy (pure). Over HTTP a message is not a line: a JSON body is
 * one message (or a batch) however it is laid out, and an event stream carries one message per
 * event in its `data:` fields. These framers see only the copy; what they cannot read changes what
 * is recorded, never what is forwarded. Each keeps at most `cap` bytes of one message.
 */
import type { Frame } from './framing.js';

/** One body as one frame. */
export class BodyFramer {
  private parts: Buffer[] = [];
  private kept = 0;
  private size = 0;
  private gap = false;

  constructor(private readonly cap: number) {}

  push(chunk: Buffer): void {
    this.size += chunk.length;
    const room = this.cap - this.kept;
    if (room <= 0) return;
    const piece = room >= chunk.length ? chunk : chunk.subarray(0, room);
    this.parts.push(piece);
    this.kept += piece.length;
  }

  /** Bytes of the body were dropped before they reached the framer. */
  markGap(): void {
    this.gap = true;
  }

  /** The body ended (`complete`: it ended as HTTP framed it, not cut off by a reset). */
  end(complete: boolean): Frame | null {
    if (this.size === 0 && !this.gap) return null;
    const bytes = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.kept);
    const frame: Frame = { bytes, size: this.size, cut: this.size > this.cap, partial: !complete, gap: this.gap };
    this.parts = [];
    this.kept = 0;
    this.size = 0;
    return frame;
  }
}

/** One event of a stream: its `data` as a frame, and its `event` name ('' when it has none). */
export interface SseFrame extends Frame {
  event: string;
}

const LF = 0x0a;
const CR = 0x0d;
const COLON = 0x3a;
const SPACE = 0x20;
const DATA = Buffer.from('data');
const EVENT = Buffer.from('event');
/** Room kept on a line beyond the data cap, for the field name in front of the value. */
const FIELD_ROOM = 16;

/**
 * Server-sent events as the HTML standard frames them: lines end in LF, CRLF or CR; `data:` lines
 * join with LF; a blank line ends the event; a comment (`:`) and other fields (`id:`, `retry:`) do
 * not matter to what is recorded. An event still open when the stream ends is discarded, as a
 * client discards it: it comes back flagged partial, to be counted.
 */
export class SseFramer {
  private line: Buffer[] = [];
  private lineKept = 0;
  private lineSize = 0;
  private data: Buffer[] = [];
  private dataKept = 0;
  private dataSize = 0;
  private hasData = false;
  private event = '';
  private cut = false;
  private gap = false;
  /** The last chunk ended in CR: an LF first in the next one belongs to the same line ending. */
  private afterCR = false;

  constructor(private readonly cap: number) {}

  push(chunk: Buffer): SseFrame[] {
    const out: SseFrame[] = [];
    let start = 0;
    if (this.afterCR && chunk.length > 0 && chunk[0] === LF) start = 1;
    this.afterCR = false;
    // Line ends are found by the native search; a chunk with no CR is searched for one once.
    let lf = chunk.indexOf(LF, start);
    let cr = chunk.indexOf(CR, start);
    while (lf !== -1 || cr !== -1) {
      let i = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      this.take(chunk, start, i);
      const ev = this.endLine();
      if (ev) out.push(ev);
      if (i === cr) {
        if (i + 1 < chunk.length) {
          if (chunk[i + 1] === LF) i++;
        } else this.afterCR = true;
      }
      start = i + 1;
      if (lf !== -1 && lf < start) lf = chunk.indexOf(LF, start);
      if (cr !== -1 && cr < start) cr = chunk.indexOf(CR, start);
    }
    this.take(chunk, start, chunk.length);
    return out;
  }

  /** Bytes were dropped: the event in progress cannot be trusted. */
  markGap(): void {
    this.gap = true;
  }

  /** The stream ended: an unfinished event, if any, flagged partial. */
  end(): SseFrame | null {
    if (this.lineSize > 0) {
      // An unfinished line is not a field yet: the event it belonged to is incomplete.
      this.line = [];
      this.lineKept = 0;
      this.lineSize = 0;
      this.hasData = true;
    }
    if (!this.hasData && !this.gap) return null;
    return this.dispatch(true);
  }

  private take(chunk: Buffer, from: number, to: number): void {
    const n = to - from;
    if (n <= 0) return;
    this.lineSize += n;
    const room = this.cap + FIELD_ROOM - this.lineKept;
    if (room <= 0) return;
    const piece = chunk.subarray(from, from + Math.min(n, room));
    this.line.push(piece);
    this.lineKept += piece.length;
  }

  private endLine(): SseFrame | null {
    const size = this.lineSize;
    const line = this.line.length === 1 ? this.line[0] : Buffer.concat(this.line, this.lineKept);
    const lineCut = size > this.lineKept;
    this.line = [];
    this.lineKept = 0;
    this.lineSize = 0;
    if (size === 0) return this.hasData || this.gap ? this.dispatch(false) : this.reset();
    if (line[0] === COLON) return null;
    const colon = line.indexOf(COLON);
    const name = colon === -1 ? line : line.subarray(0, colon);
    let from = colon === -1 ? line.length : colon + 1;
    if (from < line.length && line[from] === SPACE) from++;
    const valueSize = size - from;
    if (name.equals(DATA)) {
      if (this.hasData) this.addData(Buffer.from([LF]), 1);
      this.hasData = true;
      this.addData(line.subarray(from), valueSize);
      if (lineCut) this.cut = true;
    } else if (name.equals(EVENT)) {
      this.event = line.subarray(from).toString('utf8').slice(0, 64);
    }
    return null;
  }

  private addData(piece: Buffer, size: number): void {
    this.dataSize += size;
    const room = this.cap - this.dataKept;
    if (room <= 0) return;
    const kept = piece.length <= room ? piece : piece.subarray(0, room);
    this.data.push(kept);
    this.dataKept += kept.length;
  }

  private dispatch(partial: boolean): SseFrame {
    const bytes = this.data.length === 1 ? this.data[0] : Buffer.concat(this.data, this.dataKept);
    const frame: SseFrame = { bytes, size: this.dataSize, cut: this.cut || this.dataSize > this.cap, partial, gap: this.gap, event: this.event };
    this.reset();
    return frame;
  }

  private reset(): null {
    this.data = [];
    this.dataKept = 0;
    this.dataSize = 0;
    this.hasData = false;
    this.event = '';
    this.cut = false;
    this.gap = false;
    return null;
  }
}
