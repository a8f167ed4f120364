import { z } from 'zod';

interface VariableOptions {
  /** How the rejected value is shown in the message; secrets and passwords must not reach the log. */
  readonly show?: (raw: string) => string;
}

/**
 * A zod schema for one environment variable. An unset or blank variable parses to `undefined`, so
 * defaults can depend on other variables; a bad value becomes ONE issue that reads as a sentence:
 * `PORT must be a whole number from 0 to 65535 (got "abc")`.
 *
 * @param name the variable's name, as the user types it
 * @param rule what a good value is, completing "NAME must be …"
 * @param parse returns the typed value, or `undefined` when `raw` breaks the rule
 */
export function envVariable<T>(
  name: string,
  rule: string,
  parse: (raw: string) => T | undefined,
  options: VariableOptions = {},
) {
  const show = options.show ?? ((raw: string) => JSON.stringify(raw));
  return z
    .string()
    .optional()
    .transform((value, ctx): T | undefined => {
      const raw = value?.trim();
      if (raw === undefined || raw === '') return undefined;
      const parsed = parse(raw);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: `${name} must be ${rule} (got ${show(raw)})` });
        return z.NEVER;
      }
      return parsed;
    });
}

/** Parses `raw` as a URL whose scheme is one of `protocols` (such as `'redis:'`), or `undefined`. */
export function parseUrlWithProtocol(raw: string, protocols: readonly string[]): URL | undefined {
  if (!URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  return protocols.includes(url.protocol) ? url : undefined;
}

/** Shows a URL in an error message with its password replaced, so a typo does not leak a credential. */
export function showUrlWithoutPassword(raw: string): string {
  if (!URL.canParse(raw) || new URL(raw).password === '') return JSON.stringify(raw);
  const url = new URL(raw);
  url.password = '***';
  return JSON.stringify(url.href);
}
