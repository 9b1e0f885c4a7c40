// A 401 from a team call: the session ended meanwhile; account settings then asks to log in again.
import { ApiError, fieldErrors } from '#web/lib/api.js';

export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A team form's failure: the session's end is reported, and the server's field errors shown. */
export function formFailure(
  form: { setErrors: (errors: Record<string, string>) => void },
  onSessionEnded: () => void,
) {
  return (error: Error) => {
    if (isSessionEnded(error)) onSessionEnded();
    form.setErrors(fieldErrors(error));
  };
}
