/**
 * Line framing of the observed copy (pure). MCP over stdio is one JSON-RPC message per line; the
 * tap frames only its own copy, so a line that is not JSON, a line longer than the cap, or bytes
 * that are not UTF-8 change what is recorded, never what is forwarded.
 */

/** One line as the observer sees it: at most `cap` bytes kept, `size` the line's real length. */
export interface Frame {
  bytes: Buffer;
  size: number;
  /** The line was longer than the cap: `bytes` holds only its first `cap` bytes. */
  cut: boolean;
  /** The stream ended before the line's newline (a partial last line). */
  partial: boolean;
  /** Bytes of this line were dropped by a full observation queue before it was framed. */
  gap: boolean;
}

const NL = 0x0a;

/** Frames chunks into lines; keeps at most `cap` bytes of any one line. */
export class LineFramer {
  private parts: Buffer[] = [];
  private kept = 0;
  private size = 0;
  private gap = false;

  constructor(private readonly cap: number) {}

  /** Lines completed by this chunk, in order. */
  push(chunk: Buffer): Frame[] {
    const out: Frame[] = [];
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(NL, start);
      if (nl === -1) {
        this.take(chunk, start, chunk.length);
        return out;
      }
      this.take(chunk, start, nl);
      out.push(this.emit(false));
      start = nl + 1;
    }
  }

  /**
   * Bytes were lost before framing (the queue was full): the line they belonged to cannot be
   * trusted, so it is flagged, and the framer resynchronises on the next newline.
   */
  markGap(heldNewline: boolean, endsLine: boolean): Frame | null {
    this.gap = true;
    if (!heldNewline) return null;
    // The lost bytes ended the line in progress: it is handed over flagged; the line after starts
    // clean only if the lost bytes ended exactly at a newline.
    const lost = this.emit(true);
    this.gap = !endsLine;
    return lost;
  }

  /** At the end of the stream: the partial last line, if any. */
  end(): Frame | null {
    return this.size > 0 || this.gap ? this.emit(true) : null;
  }

  private take(chunk: Buffer, from: number, to: number): void {
    const n = to - from;
    if (n <= 0) return;
    this.size += n;
    const room = this.cap - this.kept;
    if (room <= 0) return;
    const piece = chunk.subarray(from, from + Math.min(n, room));
    this.parts.push(piece);
    this.kept += piece.length;
  }

  private emit(partial: boolean): Frame {
    let bytes = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.kept);
    let size = this.size;
    // A CRLF line ending is framing, not content.
    if (!partial && size <= this.cap && bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) {
      bytes = bytes.subarray(0, bytes.length - 1);
      size -= 1;
    }
    const frame: Frame = { bytes, size, cut: this.size > this.cap, partial, gap: this.gap };
    this.parts = [];
    this.kept = 0;
    this.size = 0;
    this.gap = false;
    return frame;
  }
}
