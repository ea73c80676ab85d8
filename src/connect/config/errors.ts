/**
 * An expected failure of a configuration file or of `--only`: one line that names the file (when
 * there is one) and what is wrong, never a secret value. The CLI maps it to exit 2.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    message: string,
    /** The configuration file concerned, when there is one. */
    readonly path?: string,
  ) {
    super(message);
  }
}
