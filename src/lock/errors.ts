/**
 * The one error lock/ lets out for expected failures: a lock or signature that cannot be trusted or
 * read. The CLI prints its message as one line and exits 2, before anything is scanned or written.
 */
export class LockError extends Error {
  override readonly name = 'LockError';
  constructor(message: string) {
    super(message.replace(/\s+/g, ' ').trim());
  }
}
