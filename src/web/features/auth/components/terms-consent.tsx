// The register form's SMS consent: the checkbox, and "View Terms", which opens the terms dialog.
import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { SmsConsentTermsModal } from './sms-consent-terms-modal';

/** `checkbox`: the form's props for the consent field (checked, onChange, error). */
export function TermsConsent({ checkbox }: { checkbox: GetInputPropsReturnType }) {
  const [termsOpened, terms] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <Checkbox
        label="I agree to receive SMS messages for account verification, notifications and password resets."
        {...checkbox}
      />
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={terms.open}
        ml={32}
        w="fit-content"
      >
        View Terms
      </Anchor>
      <SmsConsentTermsModal opened={termsOpened} onClose={terms.close} />
    </Stack>
  );
}
