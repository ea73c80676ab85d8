import { oneLine } from './errors.js';
import { MIN_IN_MESSAGES, REDACTED, scrubText, secretForms } from './scrub.js';

/** How much of a server's stderr is kept: the end is what says why it stopped. */
export const STDERR_TAIL_CHARS = 4096;

/**
 * The last few KB of a stdio server's stderr. A server that exits before answering usually says
 * why there ("API_KEY is not set"): its last line goes into the error record as `stderr_tail`.
 */
export class StderrTail {
  private text = '';

  push(chunk: string): void {
    this.text = (this.text + chunk).slice(-STDERR_TAIL_CHARS);
  }

  /**
   * The last non-empty line: one line, escaped (server text), every credential of the target
   * replaced, and values after secret-looking keys redacted as URL query values are.
   */
  lastLine(secrets: readonly string[]): string | null {
    const lines = this.text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
    const last = lines.at(-1);
    if (last === undefined) return null;
    return redactStderrLine(oneLine(last, 300), secrets);
  }
}

/** One stderr line as it may be stored or shown: the target's credentials and secret-looking values redacted. */
export function redactStderrLine(line: string, secrets: readonly string[]): string {
  return redactSecretValues(scrubText(line, secretForms(secrets, MIN_IN_MESSAGES)));
}

/** `token=abc`, `api_key: abc`, `Authorization: Bearer abc` → the value REDACTED (the key is kept: it says what was wrong). */
export function redactSecretValues(line: string): string {
  return line
    .replace(/\b(authorization\s*[:=]\s*(?:bearer|basic|token)?\s*)[^\s,;'"]+/gi, `$1${REDACTED}`)
    .replace(/\b([\w.-]*(?:token|secret|passw(?:or)?d|api[_-]?key|access[_-]?key|credential)[\w.-]*\s*[:=]\s*["']?)[^\s,;'"]+/gi, `$1${REDACTED}`);
}
