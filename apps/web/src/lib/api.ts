import { AUTH_ERROR_CODES, IDENTITY_ERRORS, type ResponseCheck } from '@npat/protocol';

/** Code of an ApiError when no answer arrived at all (offline, server down). */
export const NETWORK_FAILED = 'network-failed';

/**
 * The message of an ApiError whose answer was not what the protocol says. Like the protocol's messages it
 * travels in English (a loader may fail before the catalogue is in) and is worded where it is shown
 * (lib/word-failure.ts).
 */
export const BAD_RESPONSE_MESSAGE = 'Unexpected answer from the server';

/** Code of an ApiError whose answer was not what the protocol says. */
export const BAD_RESPONSE = 'bad-response';

/** A failed API call: the HTTP status (0 without an answer), the server's code, and field messages if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** 401 codes that mean the browser's session is gone, as opposed to a refused sign-in (invalid-credentials). */
const SESSION_LOSS_CODES: ReadonlySet<string> = new Set([
  AUTH_ERROR_CODES.sessionExpired,
  AUTH_ERROR_CODES.accountDisabled,
  AUTH_ERROR_CODES.notSignedIn,
]);

type SessionLossListener = (code: string) => void;
let sessionLossListener: SessionLossListener | undefined;

/**
 * Registers the one listener told when any call answers that the session is gone, so the UI can sign the
 * user out wherever the call came from. Returns the function that unregisters it.
 */
export function onSessionLoss(listener: SessionLossListener): () => void {
  sessionLossListener = listener;
  return () => {
    if (sessionLossListener === listener) sessionLossListener = undefined;
  };
}

/** Tells the listener that the session is gone, for losses found outside HTTP (a refused socket handshake). */
export function reportSessionLoss(code: string): void {
  sessionLossListener?.(code);
}

/** Whether an error says the session is gone (expired, revoked, disabled account, or no session at all). */
export function isSessionLoss(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && SESSION_LOSS_CODES.has(error.code);
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Checks the success body (a zod schema or a ResponseCheck); leave out for answers without one (204). */
  schema?: ResponseCheck<T>;
  /** False for the session read itself, which reports its own loss (telling the listener would loop). */
  reportSessionLoss?: boolean;
};

/** Calls our JSON API with the session cookie; throws ApiError for every failure. */
export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, reportSessionLoss = true } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_FAILED, IDENTITY_ERRORS.networkFailed);
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    if (reportSessionLoss && isSessionLoss(error)) sessionLossListener?.(error.code);
    throw error;
  }
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(response.status, BAD_RESPONSE, BAD_RESPONSE_MESSAGE);
  return parsed.data;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  // The schema (and zod) is fetched with the first failure, not with the first screen; if even that fails
  // (the server went away meanwhile), the status alone describes the error.
  const schema = await import('@npat/protocol/auth-api').then(
    ({ authErrorSchema }) => authErrorSchema,
    () => undefined,
  );
  const parsed = schema?.safeParse(body);
  if (!parsed?.success) return new ApiError(response.status, 'http-' + response.status, response.statusText);
  const { code, message, fieldErrors } = parsed.data;
  return new ApiError(response.status, code, message, fieldErrors);
}
