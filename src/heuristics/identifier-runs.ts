/**
 * Identifier runs: the spans of a text in which the context cues look up tool and parameter names.
 * A run starts at [A-Za-z0-9_] and goes on over those and `.`/`-`; it ends after its last
 * [A-Za-z0-9_] (a trailing dot or dash is sentence punctuation, not part of a name). The keyword
 * scan, which reads every unit of an ASCII text anyway, records them on its way; other texts are
 * scanned for them on their own (scanIdentifierRuns), with the same result.
 */

export const RUN_START = 1;
export const RUN_PART = 2;
/** Per ASCII unit: RUN_START (may start and continue a run), RUN_PART (only continue it: . and -), or 0. */
export const RUN_UNIT = (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95) t[c] = RUN_START;
    else if (c === 46 || c === 45) t[c] = RUN_PART;
  }
  return t;
})();

/** The runs of one text, in text order, in buffers reused from text to text. */
export class IdentifierRuns {
  starts = new Int32Array(256);
  ends = new Int32Array(256);
  count = 0;
  /** The text the runs were found in (null while a scan is under way or when it gave up). */
  text: string | null = null;

  /** Starts recording the runs of a new text. */
  clear(): void {
    this.count = 0;
    this.text = null;
  }

  push(start: number, end: number): void {
    if (this.count === this.starts.length) {
      const starts = new Int32Array(this.count * 2);
      const ends = new Int32Array(this.count * 2);
      starts.set(this.starts);
      ends.set(this.ends);
      this.starts = starts;
      this.ends = ends;
    }
    this.starts[this.count] = start;
    this.ends[this.count++] = end;
  }
}

/** Records the runs of `text` into `runs`. */
export function scanIdentifierRuns(text: string, runs: IdentifierRuns): void {
  runs.clear();
  const n = text.length;
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    if (c >= 128 || RUN_UNIT[c] !== RUN_START) {
      i++;
      continue;
    }
    let j = i + 1;
    let e = j;
    while (j < n) {
      const d = text.charCodeAt(j);
      const u = d < 128 ? RUN_UNIT[d]! : 0;
      if (u === 0) break;
      j++;
      if (u === RUN_START) e = j;
    }
    runs.push(i, e);
    i = j;
  }
  runs.text = text;
}
