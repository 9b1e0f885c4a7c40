// HTTP errors raised by services; the error handler (plugins/errors.ts) sends each one's toBody():
// `{message, errors?}` JSON, or a subclass's own shape.

export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** The JSON the client receives; an error with more to say (a duplicate's match) overrides it. */
  toBody(): { message: string; errors?: FieldError[] } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 409 for a value another record holds already (a username, a link name), on its field. */
export const fieldTaken = (path: string, message: string) =>
  new HttpError(409, message, [{ path, message }]);
export const tooManyRequests = (message: string) => new HttpError(429, message);
