// The wide-screen side panel of /auth with the product's three promises (docs/product.md#overview).
import { Box, Stack, Text, ThemeIcon, Title, type BoxProps } from '@mantine/core';
import { IconCalendarEvent, IconLayoutKanban, IconNotes } from '@tabler/icons-react';

const PROMISES = [
  {
    icon: IconNotes,
    title: 'Detailed notes',
    text: 'Keep a journal of every interaction with guests and team members.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Scheduling',
    text: 'Plan recording dates, follow-ups and deadlines so nothing slips.',
  },
  {
    icon: IconLayoutKanban,
    title: 'Guest pipeline board',
    text: "See each guest's status at a glance, from prospect to completed episode.",
  },
] as const;

interface MarketingPanelProps extends BoxProps {
  /** Class of the inner block, which the page keeps in view while the form column scrolls. */
  contentClassName?: string;
}

export function MarketingPanel({ contentClassName, ...props }: MarketingPanelProps) {
  return (
    <Box component="section" aria-labelledby="auth-marketing-heading" {...props}>
      <div className={contentClassName}>
        <Title id="auth-marketing-heading" order={2} fz={32} lh={1.2} c="white">
          Book better guests, with less chasing
        </Title>
        <Text c="blue.0" size="lg" mt="sm" mb="xl">
          Podcast Guest Tracker keeps your outreach organised from the first message to the
          published episode.
        </Text>
        <Stack gap="lg">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <Box key={title} style={{ display: 'flex', gap: 'var(--mantine-spacing-md)' }}>
              <ThemeIcon size={44} radius="md" variant="white" color="blue" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <div>
                <Text fw={700} c="white">
                  {title}
                </Text>
                <Text c="blue.0">{text}</Text>
              </div>
            </Box>
          ))}
        </Stack>
      </div>
    </Box>
  );
}
