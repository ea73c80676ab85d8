/**
 * The one error connect/ lets out. Every failure of a scan ends as a ConnectError with a code the
 * pipeline maps to an `error` record, and a one-line message that is safe to print and to store:
 * no stack, no header or env value, no URL query value.
 */

import { MIN_IN_MESSAGES, scrubText, secretForms } from './scrub.js';

export const CONNECT_ERROR_CODES = [
  'not_found',
  'timeout',
  'crashed',
  'protocol_error',
  'oversize',
  'auth',
  'refused',
  'tls',
  'http_error',
  'redirect',
  'aborted',
  'bad_manifest',
] as const;
export type ConnectErrorCode = (typeof CONNECT_ERROR_CODES)[number];

/** A redirect to another origin that was not followed (H4 evidence). Origins and paths only; query values redacted. */
export interface RedirectInfo {
  from: string;
  to: string;
}

export interface ConnectErrorDetails {
  /** HTTP status behind an auth / http_error failure. */
  status?: number;
  /** The request the session was waiting for when it failed ("initialize", "tools/list" …). */
  stage?: string;
  redirect?: RedirectInfo;
  /** A stdio server's last stderr line before it failed (one line, escaped, secrets redacted). */
  stderrTail?: string;
}

export class ConnectError extends Error {
  override readonly name = 'ConnectError';
  readonly code: ConnectErrorCode;
  readonly status?: number;
  readonly stage?: string;
  readonly redirect?: RedirectInfo;
  readonly stderrTail?: string;

  constructor(code: ConnectErrorCode, message: string, details: ConnectErrorDetails = {}) {
    super(oneLine(message));
    this.code = code;
    if (details.status !== undefined) this.status = details.status;
    if (details.stage !== undefined) this.stage = details.stage;
    if (details.redirect !== undefined) this.redirect = details.redirect;
    if (details.stderrTail !== undefined) this.stderrTail = details.stderrTail;
  }
}

const MAX_MESSAGE = 300;

/**
 * One printable line, bounded. Server-sent text (JSON-RPC error messages, banners) is attacker
 * controlled: control characters and escape sequences are replaced so they never reach a terminal raw.
 */
export function oneLine(text: string, max = MAX_MESSAGE): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Anything thrown on the way → a ConnectError (unknown errors become protocol_error with their first line). */
export function toConnectError(err: unknown, stage?: string): ConnectError {
  if (err instanceof ConnectError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ConnectError('protocol_error', message || 'unknown error', stage ? { stage } : {});
}

/**
 * The same error with every credential value replaced by REDACTED (see scrub.ts for the forms
 * looked for), in its message and in the redirect ends it carries. Applied to every error leaving
 * connect/, as a last guard in case a message quoted a URL, a header, a command line, or a server
 * echoed a token back.
 */
export function scrubError(err: ConnectError, secrets: readonly string[]): ConnectError {
  const forms = secretForms(secrets, MIN_IN_MESSAGES);
  if (forms.length === 0) return err;
  const message = scrubText(err.message, forms);
  const redirect = err.redirect && { from: scrubText(err.redirect.from, forms), to: scrubText(err.redirect.to, forms) };
  const stderrTail = err.stderrTail !== undefined ? scrubText(err.stderrTail, forms) : undefined;
  if (message === err.message && redirect?.from === err.redirect?.from && redirect?.to === err.redirect?.to && stderrTail === err.stderrTail) return err;
  return new ConnectError(err.code, message, { status: err.status, stage: err.stage, redirect, stderrTail });
}
