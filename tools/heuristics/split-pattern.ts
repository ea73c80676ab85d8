/**
 * Splits a regular expression's source into pieces that join back to it exactly (no separator):
 * before a `|` or a `(` at the shallowest nesting depth (alternatives before sequence items) that gives pieces of at most `max`
 * characters, deeper only where a piece is still too long. Each piece carries the depth it starts
 * at, so that a writer can indent it like code. Escapes, character classes and `{macro}` names
 * are never cut.
 */

export interface Piece {
  text: string;
  depth: number;
}

interface Cut {
  at: number;
  /**
   * Lower cuts first: the alternatives of a group (`|`, rank 2d) before the items of a sequence at
   * that depth (`(`, rank 2d + 1), so that an alternative is cut only when it alone is too long.
   */
  rank: number;
}

/** Every position before which a piece may start, with its nesting depth. */
function cutsOf(source: string): { cuts: Cut[]; depthAt: number[] } {
  const cuts: Cut[] = [];
  const depthAt: number[] = new Array<number>(source.length + 1).fill(0);
  let depth = 0;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    depthAt[i] = depth;
    if (c === '\\') {
      depthAt[i + 1] = depth;
      i += 2;
      continue;
    }
    if (c === '[') {
      // A class runs to the first unescaped `]` (a `]` right after `[` or `[^` is a literal).
      let j = i + 1;
      if (source[j] === '^') j++;
      if (source[j] === ']') j++;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      for (let k = i; k <= j && k < source.length; k++) depthAt[k] = depth;
      i = j + 1;
      continue;
    }
    if (c === '(') {
      // Not right after a `|`: the bar stays with the group it introduces.
      if (source[i - 1] !== '|') cuts.push({ at: i, rank: 2 * depth + 1 });
      depth++;
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
    } else if (c === '|') {
      cuts.push({ at: i, rank: 2 * depth });
    }
    i++;
  }
  depthAt[source.length] = 0;
  return { cuts, depthAt };
}

export function splitPattern(source: string, max: number): Piece[] {
  const { cuts, depthAt } = cutsOf(source);
  const out: Array<[number, number]> = [];
  const split = (a: number, b: number): void => {
    const inside = b - a <= max ? [] : cuts.filter((c) => c.at > a && c.at < b);
    if (inside.length === 0) {
      out.push([a, b]);
      return;
    }
    const r = Math.min(...inside.map((c) => c.rank));
    const bounds = [a, ...inside.filter((c) => c.rank === r).map((c) => c.at), b];
    // Greedy: as many whole segments per piece as fit; a segment longer than max alone is split
    // at its own, deeper cuts (it is shorter than [a, b), so this ends).
    let s = a;
    for (let j = 1; j < bounds.length; j++) {
      const p = bounds[j]!;
      if (p - s <= max) continue;
      const prev = bounds[j - 1]!;
      if (prev > s) {
        out.push([s, prev]);
        s = prev;
      }
      if (p - s > max) {
        split(s, p);
        s = p;
      }
    }
    if (s < b) out.push([s, b]);
  };
  split(0, source.length);
  const pieces = out.map(([x, y]) => ({ text: source.slice(x, y), depth: depthAt[x] ?? 0 }));
  if (pieces.map((p) => p.text).join('') !== source) throw new Error('split does not join back to the pattern');
  return pieces;
}
