import { errorMessage, type ErrorCode, type ParamsArg } from './error-codes'

export type { ErrorCode } from './error-codes'

type Params = Record<string, string | number>

/**
 * A refusal meant for the caller: the status code, a stable code (server/lib/error-codes.ts) that
 * the SPA words in the member's language, the values its message carries, and the English message.
 * `userMessage` keeps a list as a list (one toast per item); `message` is its one-line form.
 */
export class HttpError extends Error {
  readonly userMessage: string | string[]

  constructor(
    public statusCode: number,
    public code: ErrorCode,
    public params?: Params,
    /** Sent as Retry-After on 429 and 503 answers. */
    public retryAfterSeconds?: number,
    /** Only for answers whose message is built from the request (the contract's validation). */
    message?: string | string[],
  ) {
    const said = message ?? errorMessage(code, params)
    super(Array.isArray(said) ? said.join('\n') : said)
    this.name = 'HttpError'
    this.userMessage = said
  }
}

const refusal =
  (statusCode: number) =>
  <C extends ErrorCode>(code: C, ...params: ParamsArg<C>) =>
    new HttpError(statusCode, code, params[0])

export const badRequest = refusal(400)
export const unauthorized = refusal(401)
export const forbidden = refusal(403)
export const notFound = refusal(404)
export const conflict = refusal(409)
export const unsupportedMediaType = refusal(415)
export const payloadTooLarge = refusal(413)
export const tooManyRequests = <C extends ErrorCode>(code: C, retryAfterSeconds: number, ...params: ParamsArg<C>) => new HttpError(429, code, params[0], retryAfterSeconds)

/** The failure envelope of an answer sent without throwing (the framework's own refusals, a 500). */
export const failure = <C extends ErrorCode>(code: C, ...params: ParamsArg<C>) => ({
  status: false,
  code,
  ...(params[0] && { params: params[0] }),
  message: errorMessage(code, params[0]),
})

/** A request the contract refuses, its problems said one by one; `field` when a single field is named. */
export const validationFailed = (message: string | string[], field?: string) =>
  new HttpError(400, 'VALIDATION_FAILED', field === undefined ? undefined : { field }, undefined, message)
