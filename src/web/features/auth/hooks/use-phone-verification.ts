// The register form's phone step: Send Code texts a code to the number, which then stays fixed
// until "Use a different number"; Verify Code checks the code. Register needs both done; a refusal
// of the phone or code by Register starts the step again, and so does a code the server calls void
// (five wrong tries, or expired): Send Code asks for a new one, for the same number once the
// one-a-minute limit allows (docs/product.md#registration).
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { ApiError, serverMessage } from '#web/lib/api.js';
import { useSecondsLeft } from '#web/lib/use-seconds-left.js';
import { checkPhoneForCode, useSendRegistrationCode } from '../api/send-registration-code';
import { checkCodeToVerify, useVerifyRegistrationCode } from '../api/verify-registration-code';
import type { RegisterValues } from '../registration-fields';
import { validateWithSchema, verificationCodeFormSchema } from '../validation';

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;

const SEND_WAIT_MS = 60_000;

/**
 * A refusal that ends the code ("Too many incorrect attempts. Please request a new code.", "This
 * code has expired or was not requested. Please request a new code."): only a new one can verify.
 */
function codeIsVoid(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    /request a new code/i.test(serverMessage(error) ?? '')
  );
}

/**
 * `onCodeVoid`: called when the server ends the code, once the phone field is open again (the
 * Verify Code button pressed is disabled then, so the form puts the focus on the number).
 */
export function usePhoneVerification(
  form: UseFormReturnType<RegisterValues>,
  onCodeVoid?: () => void,
) {
  const [codeSent, setCodeSent] = useState(false);
  const [phoneVerified, setPhoneVerified] = useState(false);
  const sendCode = useSendRegistrationCode();
  const verifyCode = useVerifyRegistrationCode();
  // The last text: the same number may have another a minute later (docs/product.md#codes).
  const [lastSend, setLastSend] = useState<{ phoneNumber: string; at: number } | null>(null);
  const secondsLeft = useSecondsLeft(lastSend ? lastSend.at + SEND_WAIT_MS : null);
  const waiting = !codeSent && secondsLeft > 0 && form.values.phoneNumber === lastSend?.phoneNumber;

  const handleSendCode = () => {
    const checked = checkPhoneForCode(form.values.phoneNumber);
    if (checked.phoneNumber === null) {
      if (checked.fieldError) form.setFieldError('phoneNumber', checked.fieldError);
      return;
    }
    const { phoneNumber } = checked;
    form.clearFieldError('phoneNumber');
    sendCode.mutate(phoneNumber, {
      onSuccess: (response) => {
        const sentTo = response?.phoneNumber || phoneNumber;
        form.setFieldValue('phoneNumber', sentTo);
        setLastSend({ phoneNumber: sentTo, at: Date.now() });
        setCodeSent(true);
      },
    });
  };

  const handleChangeNumber = () => {
    setCodeSent(false);
    setPhoneVerified(false);
    form.setFieldValue('verificationCode', '');
  };

  const handleVerifyCode = () => {
    const { phoneNumber: phone, verificationCode } = form.values;
    const phoneNumber = checkCodeToVerify(phone, verificationCode);
    if (!phoneNumber) return;
    const errors = validateWithSchema(verificationCodeFormSchema, { verificationCode });
    if (errors.verificationCode) {
      form.setFieldError('verificationCode', errors.verificationCode);
      return;
    }
    form.clearFieldError('verificationCode');
    verifyCode.mutate(
      { phoneNumber, verificationCode: verificationCode.trim() },
      {
        onSuccess: () => setPhoneVerified(true),
        onError: (error) => {
          if (!codeIsVoid(error)) return;
          handleChangeNumber();
          onCodeVoid?.();
        },
      },
    );
  };

  const sendLabel = codeSent
    ? 'Code Sent'
    : sendCode.isPending
      ? 'Sending...'
      : waiting
        ? `Send again in ${secondsLeft} s`
        : 'Send Code';
  const verifyLabel = phoneVerified
    ? 'Verified'
    : verifyCode.isPending
      ? 'Verifying...'
      : 'Verify Code';

  return {
    codeSent,
    phoneVerified,
    sending: sendCode.isPending,
    waiting,
    verifying: verifyCode.isPending,
    sendLabel,
    verifyLabel,
    handleSendCode,
    handleVerifyCode,
    handleChangeNumber,
  };
}
