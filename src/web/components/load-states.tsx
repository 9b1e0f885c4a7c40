// The loading and load-failure states that pages, sheets and dialogs show while their data comes:
// a spinner named for what loads, and an alert with the reason and a way to try again.
import { Alert, Button, Center, Loader, Stack, Text, type MantineSize } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface SectionLoaderProps {
  label: string;
  size?: MantineSize;
  py?: MantineSize;
}

export function SectionLoader({ label, size = 'sm', py = 'lg' }: SectionLoaderProps) {
  return (
    <Center py={py}>
      <Loader size={size} aria-label={label} role="status" />
    </Center>
  );
}

interface LoadErrorAlertProps {
  title: string;
  message: string;
  onRetry: () => void;
  maw?: number;
}

export function LoadErrorAlert({ title, message, onRetry, maw }: LoadErrorAlertProps) {
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle aria-hidden />} maw={maw}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
