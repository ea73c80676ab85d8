import type { TextKind } from '../diff/types.js';

/**
 * What the cue patterns found in texts already judged in one scan, so that a text the server
 * repeats is matched once. Real servers repeat a lot: the parameter descriptions of an API
 * wrapper ("Order items by property values", "Skip the first n items") recur in every tool, and
 * over the field servers a server's text is 1.5 times its distinct text (4.5 times for the
 * largest). A cue's match in a whole text (no added ranges) depends only on the text and its kind,
 * so the matches found the first time are the matches of every later time; everything that reads
 * the tool (its parameters, the other tools' names, its own hosts) still runs for each tool.
 *
 * One memo serves one scan (the pipeline makes it): the engine's own throughput is measured
 * without one, on every text as if new.
 */
export type CueHit = [cue: number, start: number, end: number];

/** Texts remembered per memo at most: past it, new texts are matched without being remembered. */
const MAX_TEXTS = 100_000;

export class CueMemo {
  private readonly byKind = new Map<TextKind, Map<string, CueHit[]>>();
  private size = 0;

  /** The cues kept for `text` read as `kind`, in the order they were kept; undefined for a text not seen. */
  get(kind: TextKind, text: string): CueHit[] | undefined {
    return this.byKind.get(kind)?.get(text);
  }

  set(kind: TextKind, text: string, hits: CueHit[]): void {
    if (this.size >= MAX_TEXTS) return;
    let m = this.byKind.get(kind);
    if (m === undefined) this.byKind.set(kind, (m = new Map()));
    if (!m.has(text)) this.size++;
    m.set(text, hits);
  }
}
