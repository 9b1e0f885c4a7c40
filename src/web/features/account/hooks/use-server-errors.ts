// What an account form does with a failed call besides the call's own toast: the server's field
// errors go on their fields, and a 401 means the session is gone.
import type { FormErrors } from '@mantine/form';
import { fieldErrors } from '../../../lib/api';
import { isSessionEnded } from '../api/account-failure';

/** Server field errors on their fields; a 401 means the session is gone. */
export function useServerErrors(
  setErrors: (errors: FormErrors) => void,
  onSessionEnded: () => void,
): (error: Error) => void {
  return (error) => {
    if (isSessionEnded(error)) onSessionEnded();
    setErrors(fieldErrors(error));
  };
}
