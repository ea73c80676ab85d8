import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CueDef, CueFile, HeuristicsData } from './data.js';
import type { CueDefs, CueFileHead, CueSources } from './patterns.js';
import { KeywordIndex, type KeywordIndexParts } from './keyword-index.js';
import type { PrefilterParts } from './prefilter.js';

/**
 * The engine as the build leaves it (`npm run build` runs tools/heuristics/prebuild.ts): the
 * validated data, every cue's expanded sources and the keyword prefilter with its automaton, in one
 * file next to this module. Loading it replaces what a first scan paid for on every run (reading
 * and validating 660 KB of JSON, expanding the macros, building the 24,000-node keyword automaton,
 * compiling 800 patterns) by reading one file.
 *
 * It can never disagree with the data: it records the sha256 of every data file it was built from
 * (the same hashes the seal holds), and the loader uses it only when every file of the folder hashes
 * the same now; otherwise (a data file edited after the build, another folder) the engine is built
 * from the data as before. `test/heuristics.prebuilt.test.ts` fails when the file shipped in dist/
 * is stale.
 *
 * Layout: a little-endian u32 with the byte length of a JSON header, the header, then the typed
 * arrays it lists (each at an offset that is a multiple of 8). The header holds the data but the
 * cues: each cue's definition is its own JSON text among the arrays, like its sources, parsed when
 * the engine first reads it (a one-tool scan reads a few dozen of 610; parsing all of them, 640 KB
 * of JSON, was most of what loading the file cost, and most of its garbage).
 */

export const PREBUILT_FILE = fileURLToPath(new URL('./prebuilt-engine.bin', import.meta.url));
/** Bumped whenever the layout or what it holds changes: a file of another format is not read. */
const FORMAT = 7;

/** sha256 of a data file's text; line endings read as \n (a Windows checkout hashes the same). */
export function hashText(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n'), 'utf8').digest('hex');
}

/**
 * hashText of a file given as its bytes, without decoding it when that cannot change the answer:
 * valid UTF-8 with no carriage return reads back as the very same bytes. Deciding whether the
 * prebuilt engine is current is what every load does, and decoding 660 KB of data into strings
 * only to encode them again for the hash was most of its cost.
 */
export function hashData(data: string | Buffer): string {
  if (typeof data === 'string') return hashText(data);
  if (isUtf8(data) && !data.includes(0x0d)) return createHash('sha256').update(data).digest('hex');
  return hashText(data.toString('utf8'));
}

/**
 * What the build hands over: the data, each cue's sources (by index, in cue order) and the
 * prefilter. Read back, a cue's sources are decoded when it is first compiled: a scan decodes the
 * few dozen its texts wake, not the 400 KB of all 610.
 */
export interface PrebuiltEngine {
  data: HeuristicsData;
  cueSources: (i: number) => CueSources;
  prefilter: PrefilterParts;
}

/**
 * The engine read back: its data's `cueFiles` are parsed when first read (the engine never reads
 * them; tests and `heuristics` commands do), and each cue's definition on its own through `cueDefs`.
 */
export interface ReadPrebuilt extends PrebuiltEngine {
  cueDefs: CueDefs;
}

/** The header's data: each cue file without its cues, which are counted. */
type HeaderData = Omit<HeuristicsData, 'cueFiles'> & { cueFiles: Array<CueFileHead & Omit<CueFile, 'cues'>> };

/** How many cues the files hold (the prebuilt sources and definitions are indexed in this order). */
function cueCount(files: ReadonlyArray<{ cues: ArrayLike<unknown> | number }>): number {
  return files.reduce((n, f) => n + (typeof f.cues === 'number' ? f.cues : f.cues.length), 0);
}

/** JSON texts one after the other as bytes, and where each starts (text i is bytes[start[i]..start[i+1]]). */
function jsonTexts(values: unknown[]): { start: Int32Array; bytes: Uint8Array } {
  const texts = values.map((v) => Buffer.from(JSON.stringify(v)));
  const start = new Int32Array(texts.length + 1);
  texts.forEach((t, i) => (start[i + 1] = start[i]! + t.length));
  return { start, bytes: new Uint8Array(Buffer.concat(texts)) };
}

type ArrayKind = 'u8' | 'u16' | 'i32';
type Typed = Uint8Array | Uint16Array | Int32Array;

interface Header {
  format: number;
  /** sha256 of each data file (relative path) it was built from. */
  inputs: Record<string, string>;
  data: HeaderData;
  index: { count: number; startClass: number; width: number; spaceIds: number[] };
  cues: number;
  arrays: Record<string, [kind: ArrayKind, offset: number, length: number]>;
}

function kindOf(a: Typed): ArrayKind {
  return a instanceof Uint8Array ? 'u8' : a instanceof Uint16Array ? 'u16' : 'i32';
}

/** The file's bytes for an engine built from data files whose texts are `texts`. */
export function writePrebuilt(texts: Record<string, string>, e: PrebuiltEngine): Buffer {
  const ix = e.prefilter.index.parts;
  const other: number[] = [];
  ix.other.forEach((m, u) => m?.forEach((child, c) => other.push(u, c, child)));
  const p = e.prefilter;
  // Each cue's sources, and its definition, as its own JSON text.
  const sources = jsonTexts(Array.from({ length: cueCount(e.data.cueFiles) }, (_, i) => e.cueSources(i)));
  const defs = jsonTexts(e.data.cueFiles.flatMap((f) => f.cues));
  const arrays: Record<string, Typed> = {
    fail: ix.fail,
    cls: ix.cls,
    unit: ix.unit,
    firstChild: ix.firstChild,
    unitOfNode: ix.unitOfNode,
    ends: ix.ends,
    // Nodes share their lists of keyword ends (most have their failure node's): held once each.
    outsRef: ix.outsRef,
    outsStart: ix.outsStart,
    outsFlat: ix.outsFlat,
    other: Int32Array.from(other),
    kwsStart: p.kwsStart,
    kwsFlat: p.kwsFlat,
    cueOfKw: p.cueOfKw,
    termsOfKwStart: p.termsOfKwStart,
    termStart: p.termStart,
    termFlat: p.termFlat,
    cueSourceStart: sources.start,
    cueSourceBytes: sources.bytes,
    cueDefStart: defs.start,
    cueDefBytes: defs.bytes,
  };
  const header: Header = {
    format: FORMAT,
    inputs: Object.fromEntries(Object.keys(texts).sort().map((f) => [f, hashText(texts[f]!)])),
    data: { ...e.data, cueFiles: e.data.cueFiles.map((f) => ({ ...f, cues: f.cues.length })) },
    index: { count: ix.count, startClass: ix.startClass, width: ix.width, spaceIds: ix.spaceIds },
    cues: e.prefilter.cues,
    arrays: {},
  };
  // The offsets depend on the header's length, which depends on the offsets: lay the arrays out
  // after a header whose offsets are written with room to spare, then pad it to that length.
  const layout = (base: number): number => {
    let at = base;
    for (const [name, a] of Object.entries(arrays)) {
      at = Math.ceil(at / 8) * 8;
      header.arrays[name] = [kindOf(a), at, a.length];
      at += a.byteLength;
    }
    return at;
  };
  layout(0);
  const room = Buffer.byteLength(JSON.stringify(header)) + 64 * Object.keys(arrays).length;
  const base = Math.ceil((4 + room) / 8) * 8;
  const size = layout(base);
  const json = Buffer.from(JSON.stringify(header));
  if (4 + json.length > base) throw new Error('prebuilt header outgrew its room');
  const out = Buffer.alloc(size, 0);
  out.writeUInt32LE(base - 4, 0);
  json.copy(out, 4);
  out.fill(0x20, 4 + json.length, base);
  for (const [name, a] of Object.entries(arrays)) {
    const [, offset] = header.arrays[name]!;
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(out, offset);
  }
  return out;
}

/**
 * The prebuilt engine in `file`, when it was built from exactly these data files (relative path →
 * text, or its bytes); null when it is missing, of another format, or stale (a file added, removed
 * or changed).
 */
export function readPrebuilt(file: string, texts: Record<string, string | Buffer>): ReadPrebuilt | null {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return null;
  }
  if (buf.length < 4) return null;
  const headerLength = buf.readUInt32LE(0);
  let header: Header;
  try {
    header = JSON.parse(buf.toString('utf8', 4, 4 + headerLength)) as Header;
  } catch {
    return null;
  }
  if (header.format !== FORMAT) return null;
  const names = Object.keys(texts).sort();
  const built = Object.keys(header.inputs).sort();
  if (names.length !== built.length || names.some((f, i) => f !== built[i] || hashData(texts[f]!) !== header.inputs[f])) return null;

  // Typed arrays are views into the file's bytes, which must then be 8-aligned in memory.
  const bytes = buf.byteOffset % 8 === 0 ? buf : Buffer.from(new Uint8Array(buf));
  const arr = <T extends Typed>(name: string): T => {
    const [kind, offset, length] = header.arrays[name]!;
    const at = bytes.byteOffset + offset;
    return (kind === 'u8' ? new Uint8Array(bytes.buffer, at, length) : kind === 'u16' ? new Uint16Array(bytes.buffer, at, length) : new Int32Array(bytes.buffer, at, length)) as T;
  };
  const outsRef = arr<Int32Array>('outsRef');
  const other: KeywordIndexParts['other'] = new Array(outsRef.length);
  const triples = arr<Int32Array>('other');
  for (let i = 0; i < triples.length; i += 3) (other[triples[i]!] ??= new Map()).set(triples[i + 1]!, triples[i + 2]!);
  const index = new KeywordIndex({
    ...header.index,
    other,
    fail: arr('fail'),
    cls: arr('cls'),
    unit: arr('unit'),
    firstChild: arr('firstChild'),
    unitOfNode: arr('unitOfNode'),
    ends: arr('ends'),
    outsRef,
    outsStart: arr('outsStart'),
    outsFlat: arr('outsFlat'),
  });
  // JSON text i of a section written by jsonTexts, parsed.
  const section = (name: string) => {
    const start = arr<Int32Array>(`${name}Start`);
    const at = header.arrays[`${name}Bytes`]![1];
    return { count: start.length - 1, parse: (i: number): unknown => JSON.parse(bytes.toString('utf8', at + start[i]!, at + start[i + 1]!)) };
  };
  const sources = section('cueSource');
  const defTexts = section('cueDef');
  const count = cueCount(header.data.cueFiles);
  if (sources.count !== count || defTexts.count !== count) return null;
  const defs = new Array<CueDef | undefined>(count);
  const def = (i: number): CueDef => (defs[i] ??= defTexts.parse(i) as CueDef);
  return {
    data: withLazyCues(header.data, def),
    cueSources: (i) => sources.parse(i) as CueSources,
    cueDefs: { files: header.data.cueFiles.map((f) => ({ file: f.file, language: f.language, cues: f.cues })), def },
    prefilter: { index, kwsStart: arr('kwsStart'), kwsFlat: arr('kwsFlat'), cueOfKw: arr('cueOfKw'), termsOfKwStart: arr('termsOfKwStart'), termStart: arr('termStart'), termFlat: arr('termFlat'), cues: header.cues },
  };
}

/**
 * The header's data with `cueFiles` as the data files give them, built from the cues' definitions
 * when first read (and kept), in the same place among the keys.
 */
function withLazyCues(head: HeaderData, def: (i: number) => CueDef): HeuristicsData {
  const data = {} as HeuristicsData;
  for (const [key, value] of Object.entries(head)) {
    if (key !== 'cueFiles') {
      Object.defineProperty(data, key, { value, enumerable: true, writable: true, configurable: true });
      continue;
    }
    Object.defineProperty(data, key, {
      enumerable: true,
      configurable: true,
      get(): CueFile[] {
        let i = 0;
        const files = head.cueFiles.map((f) => ({ ...f, cues: Array.from({ length: f.cues }, () => def(i++)) }));
        Object.defineProperty(data, key, { value: files, enumerable: true, writable: true, configurable: true });
        return files;
      },
    });
  }
  return data;
}
