// The "View Terms" dialog next to the SMS consent checkbox (docs/product.md#auth-screen).
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDialogKeys } from '#web/lib/use-dialog-keys.js';

interface SmsConsentTermsModalProps {
  opened: boolean;
  onClose: () => void;
}

export function SmsConsentTermsModal({ opened, onClose }: SmsConsentTermsModalProps) {
  const dialogKeys = useDialogKeys(opened, onClose);
  return (
    <Modal
      {...dialogKeys}
      opened={opened}
      onClose={onClose}
      title="SMS Messaging Consent Terms"
      size="lg"
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          By checking the consent box, you agree to receive text messages from Podcast Guest Tracker
          at the phone number you provide. We send messages for:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Account verification and security</List.Item>
          <List.Item>Account notifications</List.Item>
          <List.Item>Service updates</List.Item>
          <List.Item>Password reset codes</List.Item>
        </List>
        <Text size="sm">Message and data rates may apply.</Text>
        <Text size="sm">Message frequency varies with your account activity.</Text>
        <Text size="sm">You can withdraw your consent at any time in your account settings.</Text>
        <Text size="sm">
          We do not share your phone number with third parties for marketing purposes.
        </Text>
        <Text size="sm">Consent is not a condition of purchase.</Text>
        <Group justify="flex-end" mt="sm">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
