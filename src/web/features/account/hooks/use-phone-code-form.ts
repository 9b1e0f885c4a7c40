// The phone number and texted code of the phone screen and of account settings: Send Code (or
// Resend) after the number's check, Verify after the screen's own check, the server's field errors
// on their fields (its verificationCode on the code box) and the cursor in the code box once a code
// was sent. The toasts are the calls' (api/).
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import type { VerifyPhoneInput } from '#shared/schemas/account.js';
import { fieldErrors } from '#web/lib/api.js';
import { isSessionEnded } from '../api/account-failure';
import { passesPhoneCheck } from '../api/phone-check-toast';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhone } from '../api/verify-phone';
import { checkPhoneToSend, type PhoneCheck } from '../phone-checks';

type PassedCheck = Extract<PhoneCheck, { ok: true }>;

interface PhoneCodeFormOptions {
  initialPhone: string;
  /** The title of the toast once the phone is verified. */
  successTitle: string;
  /** The screen's check before Verify. */
  checkVerify: (phone: string, code: string) => PhoneCheck;
  /** The body of the verify call, in the screen's own shape. */
  verifyBody: (check: PassedCheck) => VerifyPhoneInput;
  /** Called when a call answers 401: the session has ended. */
  onSessionEnded?: () => void;
}

export function usePhoneCodeForm(options: PhoneCodeFormOptions) {
  const { checkVerify, verifyBody, onSessionEnded } = options;
  const sendCode = useSendPhoneCode();
  const verify = useVerifyPhone({ successTitle: options.successTitle });
  const [codeSent, setCodeSent] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const form = useForm({ initialValues: { phoneNumber: options.initialPhone, code: '' } });

  // Where the code box appears once the first code was sent, the cursor goes there.
  useEffect(() => {
    if (codeSent) codeInput.current?.focus();
  }, [codeSent]);

  /** Shows the titled message on its field (the toast is the check's); true when it passed. */
  const passes = (check: PhoneCheck): check is PassedCheck => {
    if (!check.ok) form.setFieldError(check.field, check.message);
    return passesPhoneCheck(check);
  };
  const handleError = (error: Error) => {
    if (isSessionEnded(error)) onSessionEnded?.();
    const errors = fieldErrors(error);
    form.setErrors({
      ...errors,
      ...(errors.verificationCode ? { code: errors.verificationCode } : {}),
    });
  };

  const handleSendCode = () => {
    form.clearErrors();
    const check = checkPhoneToSend(form.values.phoneNumber);
    if (!passes(check)) return;
    sendCode.mutate(
      { phoneNumber: check.phoneNumber },
      {
        onSuccess: () => {
          setCodeSent(true);
          codeInput.current?.focus(); // the box is there already (always, or after a resend)
        },
        onError: handleError,
      },
    );
  };

  const handleVerify = form.onSubmit((values) => {
    form.clearErrors();
    const check = checkVerify(values.phoneNumber, values.code);
    if (!passes(check)) return;
    verify.mutate(verifyBody(check), { onError: handleError });
  });

  return {
    form,
    codeInput,
    codeSent,
    sending: sendCode.isPending,
    verifying: verify.isPending,
    handleSendCode,
    handleVerify,
  };
}
