import type { LoadedHeuristics } from '../../src/heuristics/build.js';
import type { ContentInput } from '../../src/heuristics/types.js';

/** 1 MB texts that wake every cue at once (every keyword, every example), with look-alikes and invisibles mixed in. */
export function engineShapes(h: LoadedHeuristics, size: number): Array<{ label: string; text: string; added?: Array<[number, number]> }> {
  const keywords = [...new Set(h.engine.cues.flatMap((c) => c.def.keywords.flatMap((k) => k.split(/&&|\|\|/))))].join(' ');
  const examples = h.engine.cues.flatMap((c) => c.def.examples.match).join(' ');
  const nearMisses = h.engine.cues.flatMap((c) => c.def.examples.match.map((e) => e.slice(0, -1))).join(' ');
  const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  return [
    { label: 'every keyword, repeated', text: fill(keywords + ' ') },
    { label: 'every match example, repeated', text: fill(examples + ' ') },
    { label: 'every match example, repeated, only the tail added', text: fill(examples + ' '), added: [[size - 1, size]] },
    { label: 'every example cut short by one character, repeated', text: fill(nearMisses + ' ') },
    { label: 'keywords with Cyrillic look-alikes and zero-width spaces', text: fill(keywords.replace(/a/g, 'а').replace(/e/g, 'е').replace(/ /g, ' \u200b') + ' ') },
    { label: '"a "×N', text: fill('a ') },
  ];
}

/** The input of one content() call on a description, with a realistic session around it. */
export function contentInput(text: string, tool: string, session: string[], params: string[], type: ContentInput['type'] = 'first_contact', added?: Array<[number, number]>): ContentInput {
  return {
    tool,
    type,
    texts: [{ field: 'description', kind: 'description', text, ...(added ? { added } : {}) }],
    paramNames: params,
    // As the pipeline passes it (src/pipeline/content.ts): one list for every tool; the engine skips the tool's own name.
    sessionToolNames: session,
  };
}
