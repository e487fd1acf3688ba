/**
 * Failed calls as one error type the screens can show: the status, the DRF-style body (`detail`, `code`
 * and one message list per field) and Retry-After when the API sent it.
 */
/** A DRF-style error body: `detail`, `code`, and one message list per invalid field. */
export type ErrorBody = { detail?: string; code?: string } & Record<string, unknown>;

/** What openapi-fetch answers: the parsed body on success, the parsed error otherwise. */
export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export class ApiProblem extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: ErrorBody, retryAfter: string | null) {
    super(typeof body.detail === 'string' ? body.detail : `Request failed (${status}).`);
    this.status = status;
    this.body = body;
    const seconds = Number(retryAfter);
    this.retryAfterSeconds = retryAfter !== null && Number.isFinite(seconds) ? seconds : null;
  }

  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  /** Messages per field, `non_field_errors` included; `detail` alone becomes a non-field message. */
  fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(this.body)) {
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[key] = value as string[];
    }
    if (Object.keys(out).length === 0 && typeof this.body.detail === 'string') {
      out.non_field_errors = [this.body.detail];
    }
    return out;
  }
}

/** The data of a successful call, or an ApiProblem; a network failure becomes a 0-status problem. */
export async function unwrap<T>(call: Promise<FetchResult>): Promise<T> {
  let result: FetchResult;
  try {
    result = await call;
  } catch {
    throw new ApiProblem(0, { detail: 'The service could not be reached. Check your connection.' }, null);
  }
  if (result.response.ok) return result.data as T;
  const body =
    typeof result.error === 'object' && result.error !== null
      ? (result.error as ErrorBody)
      : { detail: `Request failed (${result.response.status}).` };
  throw new ApiProblem(result.response.status, body, result.response.headers.get('retry-after'));
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiProblem) return error.message;
  return 'Something went wrong. Please try again.';
}
