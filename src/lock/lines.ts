/**
 * Where an entry sits in a lock's text, for SARIF regions: the line of a server's `"id"`, and inside
 * that server the line of an item's own `"name"` (the one beside its `"kind"`, not the name inside
 * its definition). A lock laid out by hand still gets a line: the server's, else line 1.
 */
function quoted(s: string): string {
  return JSON.stringify(s).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function lockEntryLines(text: string): (server: string, item: string | null) => number | null {
  const lines = text.split('\n');
  return (server, item) => {
    const idLine = new RegExp(`^\\s*"id"\\s*:\\s*${quoted(server)}\\s*,?\\s*$`);
    const start = lines.findIndex((l) => idLine.test(l));
    if (start === -1) return null;
    if (item === null) return start + 1;
    // The server's own keys sit at the id's indentation; item keys two levels deeper (generated layout).
    const indent = /^\s*/.exec(lines[start])![0].length;
    const nextServer = lines.findIndex((l, i) => i > start && /^\s*"id"\s*:/.test(l) && /^\s*/.exec(l)![0].length === indent);
    const end = nextServer === -1 ? lines.length : nextServer;
    const own = new RegExp(`^ {${indent + 4}}"name"\\s*:\\s*${quoted(item)}\\s*,?\\s*$`);
    const any = new RegExp(`"name"\\s*:\\s*${quoted(item)}`);
    for (const re of [own, any]) {
      for (let i = start; i < end; i++) if (re.test(lines[i])) return i + 1;
    }
    return start + 1;
  };
}
