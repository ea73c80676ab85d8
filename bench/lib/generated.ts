/**
 * Blocks of a Markdown file that a script writes: everything between
 * `<!-- generated:NAME … -->` and `<!-- /generated:NAME -->` belongs to the script, and a test
 * compares the committed block with what the script would write now.
 */

export class GeneratedBlockError extends Error {
  override name = 'GeneratedBlockError';
}

function bounds(text: string, name: string): { start: number; end: number } {
  const open = new RegExp(`<!-- generated:${name}\\b[^>]*-->\\n`).exec(text);
  const close = text.indexOf(`<!-- /generated:${name} -->`);
  if (!open || close < 0 || close < open.index) throw new GeneratedBlockError(`no <!-- generated:${name} --> … <!-- /generated:${name} --> block`);
  return { start: open.index + open[0].length, end: close };
}

/** The text of block `name` (without its markers). */
export function readBlock(text: string, name: string): string {
  const { start, end } = bounds(text, name);
  return text.slice(start, end);
}

/** `text` with block `name` replaced by `body` (a final newline is added when missing). */
export function writeBlock(text: string, name: string, body: string): string {
  const { start, end } = bounds(text, name);
  return text.slice(0, start) + (body.endsWith('\n') ? body : `${body}\n`) + text.slice(end);
}
