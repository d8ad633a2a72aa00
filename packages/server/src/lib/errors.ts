/** An error with an HTTP status whose message is safe to show the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 500 | 502,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details);
export const unauthorized = (message = 'You need to sign in to do that.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this record.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** 410 Gone (an expired link): the app's error handler answers any 4xx error with its message. */
export class GoneError extends Error {
  readonly statusCode = 410;
}
