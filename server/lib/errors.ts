/**
 * A refusal meant for the caller: the status code and a message fit to show a person.
 * `userMessage` keeps a list as a list (one toast per item); `message` is its one-line form.
 */
export class HttpError extends Error {
  readonly userMessage: string | string[]

  constructor(
    public statusCode: number,
    message: string | string[],
    /** Sent as Retry-After on 429 and 503 answers. */
    public retryAfterSeconds?: number,
  ) {
    super(Array.isArray(message) ? message.join('\n') : message)
    this.name = 'HttpError'
    this.userMessage = message
  }
}

export const badRequest = (message: string | string[]) => new HttpError(400, message)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string | string[]) => new HttpError(409, message)
export const tooManyRequests = (message: string, retryAfterSeconds?: number) => new HttpError(429, message, retryAfterSeconds)
