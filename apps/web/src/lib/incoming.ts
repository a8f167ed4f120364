import { parseUntrusted } from '@npat/protocol';
import { z } from 'zod';

/** The kinds of message already reported as malformed: each is logged once, however often it comes. */
const reported = new Set<string>();

/**
 * What the server sent as `kind` ('game:state', 'lobby:join ack', …), checked against its schema from
 * the protocol; undefined when it does not match. A message that does not match is dropped (the screen
 * keeps what it shows) and logged once per kind, so a server that sends a wrong shape shows up in the
 * console without flooding it and never breaks a screen.
 */
export function parseIncoming<Schema extends z.ZodType>(
  kind: string,
  schema: Schema,
  raw: unknown,
): z.output<Schema> | undefined {
  const parsed = parseUntrusted(schema, raw);
  if (parsed.success) return parsed.data;
  if (!reported.has(kind)) {
    reported.add(kind);
    console.error(`Dropped a malformed '${kind}' from the server:\n${z.prettifyError(parsed.error)}`);
  }
  return undefined;
}

/** Forgets which kinds were reported, so a test can watch the report of each again. */
export function resetIncomingReports(): void {
  reported.clear();
}
