// The register form's phone step: Send Code texts a code to the number, which then stays fixed
// until "Use a different number"; Verify Code checks the code. Register needs both done; a refusal
// of the phone or code by Register starts the step again.
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { checkPhoneForCode, useSendRegistrationCode } from '../api/send-registration-code';
import { checkCodeToVerify, useVerifyRegistrationCode } from '../api/verify-registration-code';
import type { RegisterValues } from '../registration-fields';
import { validateWithSchema, verificationCodeFormSchema } from '../validation';

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;

export function usePhoneVerification(form: UseFormReturnType<RegisterValues>) {
  const [codeSent, setCodeSent] = useState(false);
  const [phoneVerified, setPhoneVerified] = useState(false);
  const sendCode = useSendRegistrationCode();
  const verifyCode = useVerifyRegistrationCode();

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
        form.setFieldValue('phoneNumber', response?.phoneNumber || phoneNumber);
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
      { onSuccess: () => setPhoneVerified(true) },
    );
  };

  const sendLabel = codeSent ? 'Code Sent' : sendCode.isPending ? 'Sending...' : 'Send Code';
  const verifyLabel = phoneVerified
    ? 'Verified'
    : verifyCode.isPending
      ? 'Verifying...'
      : 'Verify Code';

  return {
    codeSent,
    phoneVerified,
    sending: sendCode.isPending,
    verifying: verifyCode.isPending,
    sendLabel,
    verifyLabel,
    handleSendCode,
    handleVerifyCode,
    handleChangeNumber,
  };
}
