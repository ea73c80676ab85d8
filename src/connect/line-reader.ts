/**
 * Splits a byte stream into newline-delimited lines without decoding partial characters:
 * chunks are kept as Buffers until a '\n' byte completes a line. The caller bounds the total input
 * (maxBytes), so the held partial line is bounded too.
 */
export class LineReader {
  private parts: Buffer[] = [];

  constructor(private readonly onLine: (line: Buffer) => void) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(10, start);
      if (nl === -1) break;
      const piece = chunk.subarray(start, nl);
      if (this.parts.length) {
        this.parts.push(piece);
        const line = Buffer.concat(this.parts);
        this.parts = [];
        this.onLine(line);
      } else {
        this.onLine(piece);
      }
      start = nl + 1;
    }
    if (start < chunk.length) this.parts.push(chunk.subarray(start));
  }

  /** Bytes of an unfinished line being held. */
  get pending(): number {
    let n = 0;
    for (const p of this.parts) n += p.length;
    return n;
  }

  reset(): void {
    this.parts = [];
  }
}
