import { Checker } from './check.js';
import type { ComputedCueDef, LiteralsData, MacroDef } from './data.js';
import { expandMacros, macroTable, overlaps, sentenceAround, type Range } from './patterns.js';
import type { PoolCue } from './scoring.js';
import type { ContentText } from './types.js';
import { destinations, plainWords, registrable, vendorLabel, type Literal } from './literal-values.js';

/**
 * Literal cues, read the same way in every language: they look at what a text writes (an
 * address, an account, a secret file, a command line) and at whether the manifest explains it,
 * never at the words around it.
 *
 * - A value the agent copies (a default, an enum member) that is a destination of someone else:
 *   a proxy on a host the tool never names, a cc address, a payee account, a wallet.
 * - A change that adds such a literal, a secret file or a command line that stashes data, where
 *   the previous definition had none: honest releases add parameters and words, rarely a new
 *   place for the data to go.
 * - A markdown image whose URL carries a query string to a host the tool does not name itself
 *   by: the agent's rendering fetches it, with whatever the query holds.
 *
 * A host is the product's own when its vendor name is among the tool's own words (its name, its
 * texts without their URLs), when the tool documents it elsewhere (another enum member, a URL of
 * a description), when the previous release already wrote it, or when it is a public code or
 * documentation host (data file).
 */

const VALUE_KINDS = new Set<ContentText['kind']>(['default', 'enum']);
const PROSE_KINDS = new Set<ContentText['kind']>(['description', 'param-description', 'title', 'param-title']);

/**
 * Command lines that move data where others read it or run what a download gives: redirection or
 * tee into a world-readable folder, a download piped into a shell, the environment dumped into a
 * chain, a file uploaded by curl. A pipe into grep or a second command is ordinary shell.
 */
const SHELL = new RegExp(
  [
    String.raw`(?:>>?|\btee(?:\s+-a)?)\s*["']?(?:/tmp|/var/tmp|/dev/shm|/var/www|/srv/www|/usr/share/nginx|/sdcard|/storage/emulated)(?![\w-])`,
    String.raw`\b(?:curl|wget)\b[^\n|;&]{0,200}\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b`,
    String.raw`(?:&&|\|\|?|;)\s*(?:env|printenv)\b(?!\s*[\w-]{0,40}=)`,
    String.raw`\b(?:env|printenv)\s*(?:\|\s*(?:tee|curl|nc|base64)\b|>>?)`,
    String.raw`\bcurl\b[^\n]{0,160}\s(?:-d|--data(?:-binary|-raw)?|-F|--form|-T|--upload-file)\s+["']?[\w-]{0,20}=?@`,
    String.raw`\$\(\s*(?:cat|printenv|env|curl|wget)\b`,
  ].join('|'),
  'gi',
);

type ToolText = { field: string; kind: ContentText['kind']; text: string };

/** An enum's members document each other: their key starts with the enum's, then names the member. */
const enumPrefix = (field: string): string => field.replace(/\[\d+\]$/, '') + '#';
/** The key under which a field documents a host (see LiteralContext.documented). */
const docKey = (kind: ContentText['kind'], field: string): string => (kind === 'enum' ? enumPrefix(field) + field : field);

/**
 * What the whole tool says (first contact: its texts; a change: also its previous texts), for
 * the one literal cue of a text that needs it. Built lazily: most texts write no literal, and a
 * huge text should not be read once more for nothing.
 */
export class LiteralContext {
  private cache = new Map<string, Literal[]>();
  private _words: string | null = null;
  private _wordSet: Set<string> | null = null;
  private _documented: Map<string, Set<string>> | null = null;
  private _previous: { values: Set<string>; hosts: Set<string> } | null = null;

  constructor(
    private readonly name: string,
    private readonly texts: readonly ToolText[],
    /** The previous definition's texts (changes only). */
    readonly previousTexts: readonly string[] | null,
    private readonly secret: () => RegExp,
  ) {}

  /** The destinations of a text, read once per text of the tool (an unchanged text is the same string before and after). */
  destinations(text: string): Literal[] {
    let d = this.cache.get(text);
    if (d === undefined) this.cache.set(text, (d = destinations(text)));
    return d;
  }

  /** The tool's own words (name and texts, URLs and addresses left out), lower-case, run together. */
  get words(): string {
    return (this._words ??= plainWords([this.name, ...this.texts.map((t) => t.text)].join(' ')));
  }

  /** The tool's name and its previous definition as separate words, for secret-file topics. */
  get wordSet(): Set<string> {
    return (this._wordSet ??= new Set(`${this.name} ${(this.previousTexts ?? []).join(' ')}`.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2)));
  }

  /** For each registrable host: the fields that document it (a URL in prose, an enum member). */
  get documented(): Map<string, Set<string>> {
    if (this._documented) return this._documented;
    const documented = new Map<string, Set<string>>();
    for (const t of this.texts) {
      if (!PROSE_KINDS.has(t.kind) && t.kind !== 'enum') continue;
      for (const l of this.destinations(t.text)) {
        if (l.host === null || (l.kind !== 'url' && t.kind !== 'enum')) continue;
        const r = registrable(l.host);
        const at = documented.get(r) ?? new Set<string>();
        at.add(docKey(t.kind, t.field));
        documented.set(r, at);
      }
    }
    return (this._documented = documented);
  }

  /** What the previous definition already held: its destinations and their hosts, its secret files and command lines. */
  get previous(): { values: Set<string>; hosts: Set<string> } {
    if (this._previous) return this._previous;
    const values = new Set<string>();
    const hosts = new Set<string>();
    for (const text of this.previousTexts ?? []) {
      for (const l of this.destinations(text)) {
        values.add(l.value);
        if (l.host) hosts.add(registrable(l.host));
      }
      for (const m of text.matchAll(this.secret())) values.add(m[0].trim());
      for (const m of text.matchAll(SHELL)) values.add(m[0]);
    }
    return (this._previous = { values, hosts });
  }
}

interface Compiled {
  secret: RegExp;
  forbidding: RegExp;
  /** Words that make a URL a reference for the reader (see the docs at …). */
  docref: RegExp;
  /** A host or path that names documentation, help or a changelog. */
  docpath: RegExp;
  /** Words that make an account number the format's example. */
  example: RegExp;
}

export class LiteralCues {
  private compiled: Compiled | null = null;
  private readonly neutral: Set<string>;

  constructor(
    private readonly macros: MacroDef[],
    private readonly defs: LiteralsData,
  ) {
    this.neutral = new Set(defs.neutralHosts);
  }

  private get re(): Compiled {
    if (this.compiled) return this.compiled;
    const c = new Checker('scoring.json', 'literals');
    const table = macroTable(this.macros);
    const src = expandMacros('{secretpath}|{shellfile}', table, c);
    const word = (id: string): RegExp => c.regex(`(?<![\\p{L}\\p{N}_])(?:${expandMacros(`{${id}}`, table, c)})(?![\\p{L}\\p{N}_])`, 'iu', id);
    this.compiled = {
      secret: c.regex(src, 'gi', 'secret'),
      forbidding: word('forbidding'),
      docref: word('docref'),
      docpath: c.regex(expandMacros('{docpath}', table, c), 'i', 'docpath'),
      example: word('examplemark'),
    };
    return this.compiled;
  }

  /** The context of one tool, shared by its texts. */
  context(tool: string | null, texts: readonly ToolText[], previous: string[] | undefined): LiteralContext {
    return new LiteralContext(tool ?? '', texts, previous ?? null, () => this.re.secret);
  }

  private owned(l: Literal, field: string, kind: ContentText['kind'], ctx: LiteralContext): boolean {
    if (ctx.previousTexts !== null && ctx.previous.values.has(l.value)) return true;
    if (l.host === null) return false;
    const r = registrable(l.host);
    if (this.neutral.has(r) || (ctx.previousTexts !== null && ctx.previous.hosts.has(r))) return true;
    const label = vendorLabel(l.host);
    if (label.length >= 3 && ctx.words.includes(label)) return true;
    const docs = ctx.documented.get(r);
    if (docs === undefined) return false;
    const self = docKey(kind, field);
    const enumOf = kind === 'enum' ? enumPrefix(field) : null;
    for (const d of docs) {
      if (d === self) continue;
      // Another member of the same enum, or a URL written in prose.
      if (enumOf !== null ? d.startsWith(enumOf) || !d.includes('#') : !d.includes('#')) return true;
    }
    return false;
  }

  /**
   * The literal cues of one text. `added` null: first contact or a new tool (values and images
   * only); otherwise a change, where literals overlapping the added words and absent from the
   * previous definition count too.
   */
  cues(t: ContentText, ctx: LiteralContext, added: Range[] | null): PoolCue[] {
    const out: PoolCue[] = [];
    const d = this.defs;
    const isValue = VALUE_KINDS.has(t.kind) && !/\.examples(?:\[\d+\])?$/.test(t.field);
    const isNew = (s: number, e: number): boolean => added !== null && overlaps(s, e, added);
    const push = (def: ComputedCueDef, s: number, e: number): void => {
      if (out.some((c) => c.id === def.id)) return;
      out.push({ id: def.id, family: def.family, weight: def.weight, start: s, end: e, fragment: t.text.slice(s, Math.min(e, s + 120)) });
    };
    for (const l of ctx.destinations(t.text)) {
      if (added !== null && !isNew(l.start, l.end)) continue;
      if (this.owned(l, t.field, t.kind, ctx)) continue;
      if (l.kind === 'image') {
        if (PROSE_KINDS.has(t.kind) || isValue) push(d.image, l.start, l.end);
        continue;
      }
      if (isValue) {
        // At first contact a plain URL default is as often the vendor's own endpoint (a push
        // gateway, a chat webhook) as anyone's: only a change that moves it counts. A mail
        // address, an account, a wallet, an IP address or a host with its port is a recipient.
        if (added !== null) push(d.addedDestination, l.start, l.end);
        else if (l.kind !== 'url' || /^[a-z]+:\/\/[^/\s]+:\d/i.test(l.value)) push(d.value, l.start, l.end);
        continue;
      }
      // In prose, a change that writes a new address, wallet, account, or a URL that carries a
      // query or is no reference for the reader: a release links its documentation ("see
      // https://docs…"), a rug pull names a host the data goes to. An account number is counted
      // unless its sentence shows the format ("Format: DE89 …", "e.g.").
      const inProse =
        l.kind === 'url'
          ? /[?#]./.test(l.value) || /[{$<]/.test(l.value) || !this.reference(t.text, l.start, l.end, l.value)
          : l.kind !== 'iban' || !this.inSentence(this.re.example, t.text, l.start, l.end);
      if (added !== null && (inProse || t.kind === 'param-name' || t.kind === 'name')) push(d.addedDestination, l.start, l.end);
    }
    // At first contact a secret file or a command line is left to the text cues: honest key
    // managers and diagnostics hold key paths and command lines in their defaults, and which of
    // them explain themselves is a matter of words (measured: more honest tools than attacks).
    if (added === null) return out;
    const fresh = (s: number, e: number): boolean => isNew(s, e);
    for (const m of t.text.matchAll(this.re.secret)) {
      const s = m.index!;
      const e = s + m[0].length;
      if (m[0].length === 0 || !fresh(s, e)) continue;
      if (ctx.previous.values.has(m[0].trim())) continue;
      // The kind of file ("ssh", "aws", "kube", "npmrc"): a tool that speaks of it explains it.
      // Key files (`id_ed25519`) belong to SSH and to key managers.
      const topics = /(?:^|[/\\])id_[a-z0-9]+$/i.test(m[0]) ? ['ssh', 'key'] : [/[a-z]{3,}/i.exec(m[0].replace(/^[~/$]*(?:home\/|etc\/|users\/)?/i, ''))?.[0]?.toLowerCase() ?? ''];
      if (topics.some((topic) => topic !== '' && this.explains(ctx, topic))) continue;
      if (this.forbidden(t.text, s, e)) continue;
      push(d.secretFile, s, e);
      break;
    }
    for (const m of t.text.matchAll(SHELL)) {
      const s = m.index!;
      const e = s + m[0].length;
      if (!fresh(s, e) || ctx.previous.values.has(m[0]) || this.forbidden(t.text, s, e)) continue;
      push(d.shellStash, s, e);
      break;
    }
    return out;
  }

  /**
   * Whether the tool spoke of this kind of secret file before the change, in its name or its
   * previous definition (an SSH tool documenting ~/.ssh; a release that starts naming ~/.aws in a
   * PDF converter is new).
   */
  private explains(ctx: LiteralContext, topic: string): boolean {
    const bare = topic.replace(/rc$/, '');
    return ctx.wordSet.has(topic) || ctx.wordSet.has(bare);
  }

  /** A secret or a command line named in a prohibition ("never cat ~/.ssh/id_rsa") is what the tool refuses. */
  private forbidden(text: string, s: number, e: number): boolean {
    return this.inSentence(this.re.forbidding, text, s, e);
  }

  /** Whether a URL at [s, e) is a reference for the reader: its host or path names documentation, or its sentence says to read it. */
  private reference(text: string, s: number, e: number, url: string): boolean {
    const rest = url.replace(/^[a-z]+:\/\//i, '');
    return this.re.docpath.test(rest) || this.inSentence(this.re.docref, text, s, e, [s, e]);
  }

  /** Whether `re` matches in the sentence of [s, e), the literal itself (`skip`) left out. */
  private inSentence(re: RegExp, text: string, s: number, e: number, skip?: Range): boolean {
    const [a, b] = sentenceAround(text, s, e);
    return skip ? re.test(text.slice(a, skip[0])) || re.test(text.slice(skip[1], b)) : re.test(text.slice(a, b));
  }

  /**
   * Whether the match [s, e) names a handle (`@Acme_Bot`) built from the vendor name of a host the
   * tool's own texts link to (`https://acme.com`): the product's own support channel. A name alone
   * is not enough: a rug pull names its collector after the product it hides in.
   */
  ownedHandle(text: string, ctx: LiteralContext, s: number, e: number): boolean {
    const m = /@([A-Za-z0-9_]{4,32})/.exec(text.slice(s, e));
    if (m === null) return false;
    const vendors = new Set([...ctx.documented.keys()].map((h) => vendorLabel(h)).filter((v) => v.length >= 4));
    return m[1]!
      .toLowerCase()
      .split('_')
      .some((w) => vendors.has(w));
  }

  /** Whether a markdown image's host at [s, e) of a text is the product's own (its image cues are then not exfiltration). */
  ownedImage(text: string, field: string, kind: ContentText['kind'], ctx: LiteralContext, s: number, e: number): boolean {
    for (const l of ctx.destinations(text)) {
      if (l.kind !== 'image' || l.end <= s - 400 || l.start >= e) continue;
      if (this.owned(l, field, kind, ctx)) return true;
    }
    return false;
  }
}
