/**
 * The figure blocks of README.md and bench/README.md, rendered from bench/results.json. Pure:
 * results in, Markdown out; bench/figures.ts writes them, test/figures.test.ts compares.
 */
import type { BenchRow, BlindResult, Count, CorpusResult, Results } from './results.js';

const THROUGHPUT_TARGET = 20;

const n = (x: number): string => x.toLocaleString('en-US');
const pct = ([hit, all]: Count): string => (all === 0 ? '–' : `${((100 * hit) / all).toFixed(1)} %`);
const of = ([hit, all]: Count): string => `${n(hit)} / ${n(all)}`;

function blindTotals(b: BlindResult): { high: Count; medium: Count; content: Count; parts: string[] } {
  const sets = Object.values(b.sets);
  const sum = (f: (s: (typeof sets)[number]) => number): number => sets.reduce((x, s) => x + f(s), 0);
  const attacks = sum((s) => s.attacks);
  return {
    high: [sum((s) => s.high), attacks],
    medium: [sum((s) => s.medium), attacks],
    content: [sum((s) => s.content), sum((s) => s.benign)],
    parts: sets.map((s) => `${s.high} / ${s.attacks}`),
  };
}

function words(count: number): string {
  return ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][count] ?? String(count);
}

/** The rows computed from the corpus and blind runs, in bench/README.md's words. */
function measuredRows(c: CorpusResult, b: BlindResult): Record<string, Omit<BenchRow, 'id'>> {
  const t = blindTotals(b);
  const previous = b.previous ? `; ${b.previous.high} / ${b.previous.attacks} ${b.previous.label}` : '';
  const mbs = c.throughput_mbs;
  return {
    'corpus-throughput': {
      bench: "content heuristics throughput, the public corpora's descriptions",
      command: '`node dist/bench/corpus.js`',
      measured: mbs === null ? 'not measured' : `${mbs.toFixed(1)} MB/s (heuristics ${c.heuristics_version})`,
      target: `≥ ${THROUGHPUT_TARGET} MB/s`,
      status: mbs !== null && mbs >= THROUGHPUT_TARGET ? 'pass' : 'misses',
    },
    'corpus-gate': {
      bench: 'corpus gate (see below)',
      command: '`node dist/bench/corpus.js --check`',
      measured: `benign ${of(c.benign_tools)} tools and ${of(c.benign_changes)} changes; attacks with a textual signal ${pct(c.textual_first_contact)} first contact, ${pct(c.textual_pairs)} pairs`,
      target: 'see below',
      status: c.gate_pass ? 'pass' : 'misses',
    },
    blind: {
      bench: 'attacks written without sight of the cues (`bench/blind/`)',
      command: '`node dist/bench/blind.js`',
      measured: `${words(t.parts.length)} held-out sets nobody has read: ${t.parts.join(' and ')} flagged ≥ HIGH (${of(t.high)}, ${pct(t.high)}${previous}), ${of(t.medium)} exit 1, ${of(t.content)} benign with a content alert`,
      target: 'not gated',
      status: '—',
    },
  };
}

function rows(r: Results): BenchRow[] {
  const computed = measuredRows(r.corpus, r.blind);
  return r.benches.map((row) => {
    if ('bench' in row) return row;
    const c = computed[row.id];
    if (!c) throw new Error(`bench/results.json: no figure for the row "${row.id}"`);
    return { ...c, id: row.id, ...(row.readme ? { readme: row.readme } : {}) };
  });
}

const status = (s: BenchRow['status']): string => (s === 'misses' ? '**misses**' : s);

/** bench/README.md: the table of every bench. */
export function benchTable(r: Results): string {
  const lines = [`| bench | command | measured (${r.benches_date}; corpus ${r.corpus.date}, blind ${r.blind.date}) | target | |`, '|---|---|---|---|---|'];
  for (const row of rows(r)) lines.push(`| ${row.bench} | ${row.command} | ${row.measured} | ${row.target} | ${status(row.status)} |`);
  return lines.join('\n');
}

/** README.md: the benchmark table, in the README's words (`{corpus.throughput}` is the corpora's figure). */
export function readmeTable(r: Results): string {
  const mbs = r.corpus.throughput_mbs === null ? 'not measured' : `${r.corpus.throughput_mbs.toFixed(1)} MB/s`;
  const lines = ['| what | measured | target |', '|---|---|---|'];
  for (const row of rows(r)) if (row.readme) lines.push(`| ${row.readme.what} | ${row.readme.measured.replace('{corpus.throughput}', mbs)} | ${row.target} |`);
  return lines.join('\n');
}

/** README.md: the paragraph on the public corpora and the held-out sets. */
export function readmeDetection(r: Results): string {
  const c = r.corpus;
  const t = blindTotals(r.blind);
  const [fpTools, tools] = c.benign_tools;
  const [fpChanges, changes] = c.benign_changes;
  const benign =
    fpTools + fpChanges === 0
      ? `no benign tool and no benign release change raises a content alert at MEDIUM or above (${of(c.benign_tools)} and ${of(c.benign_changes)})`
      : `${n(fpTools)} of ${n(tools)} benign tools and ${n(fpChanges)} of ${n(changes)} benign release changes raise an alert at MEDIUM or above`;
  const [hit, all] = c.textual_first_contact;
  const previous = r.blind.previous ? ` (${r.blind.previous.high} / ${r.blind.previous.attacks} ${r.blind.previous.label})` : '';
  return wrap(
    `On the public corpora (about ${n(Math.round(tools / 100) * 100)} benign tools from real servers; see \`bench/README.md\` for pairs and every category), ` +
      `with heuristics ${c.heuristics_version}: ${benign}, and ${n(hit)} of the ${n(all)} attacks whose definition holds words that can betray them are flagged HIGH or above ` +
      `at first contact (${pct(c.textual_first_contact)}; pairs ${of(c.textual_pairs)}). Those attacks are heavily templated and the cues were widened while looking at ` +
      'what they missed, so that is an upper bound. The honest figure is the first-sight rate on attacks written afresh by people who had not seen the cues ' +
      `(\`bench/blind/\`): **on ${words(t.parts.length)} held-out sets that nobody has read, ${t.high[0]} of ${t.high[1]} attacks (${pct(t.high)}) are flagged HIGH or ` +
      `above with heuristics ${r.blind.heuristics_version}${previous}, with ${t.content[0]} content false alarms among ${t.content[1]} honest servers that sit close to the attacks.**`,
  );
}

/** Words of `text` in lines of at most `width` characters, as the READMEs are written. */
function wrap(text: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join('\n');
}

/** Every generated figure block: the file (from the project root), the block's name, its Markdown. */
export function figureBlocks(r: Results): Array<{ file: string; block: string; body: string }> {
  return [
    { file: 'bench/README.md', block: 'figures-benches', body: benchTable(r) },
    { file: 'README.md', block: 'figures-benches', body: readmeTable(r) },
    { file: 'README.md', block: 'figures-detection', body: readmeDetection(r) },
  ];
}
