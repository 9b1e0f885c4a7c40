// Account settings (docs/product.md#account-screen): the profile (read-only username and email, the
// phone until it is verified), security (password change, scheduled and permanent deletion) and the
// private calendar feed (docs/decisions/010-calendar-feed-and-dark-mode.md), and the tabs other
// features add through the app layer (the Team tab, docs/product.md#team-tab). The route guard sends
// anonymous visitors to /auth; the "please log in" state shows when the session ends while the page
// is open (an account call answered 401, e.g. after a password change elsewhere).
import { Button, Card, Container, Tabs, Text, Title } from '@mantine/core';
import { IconCalendar, IconLock, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { PublicUser } from '#shared/schemas/auth.js';
import { useNavigate } from 'react-router';
import { PageHeader } from '#web/components/page-header.js';
import { forgetSession, useUser } from '#web/lib/session.js';
import { CalendarFeedTab } from './calendar-feed-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

/** A tab another feature adds (features meet only in src/web/app). */
export interface AccountTab {
  value: string;
  label: string;
  icon: ReactNode;
  render: (context: { user: PublicUser; onSessionEnded: () => void }) => ReactNode;
}

const NO_TABS: readonly AccountTab[] = [];

const ACCOUNT_PAGE_WIDTH_PX = 820;

export function AccountSettingsPage({
  extraTabs = NO_TABS,
}: {
  extraTabs?: readonly AccountTab[];
}) {
  const { data: user } = useUser();
  const [sessionEnded, setSessionEnded] = useState(false);
  const handleSessionEnded = useCallback(() => setSessionEnded(true), []);

  useEffect(() => {
    document.title = 'Account Settings · Podcast Guest Tracker';
  }, []);

  return (
    // Wide enough for the six tabs on one row on a desktop (at Mantine's "sm", 720 px, the last
    // one wrapped to a second row in wider fonts); a phone wraps them.
    <Container component="main" size={ACCOUNT_PAGE_WIDTH_PX} py="xl" px="md">
      <PageHeader
        title={
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Account Settings
          </Title>
        }
        backLabel="Back to Guest List"
      />

      {!user || sessionEnded ? (
        <NotLoggedIn />
      ) : (
        <Tabs defaultValue="profile" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
              Profile
            </Tabs.Tab>
            <Tabs.Tab value="security" leftSection={<IconLock size={16} aria-hidden />}>
              Security
            </Tabs.Tab>
            <Tabs.Tab value="calendar" leftSection={<IconCalendar size={16} aria-hidden />}>
              Calendar
            </Tabs.Tab>
            {extraTabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfileTab user={user} onSessionEnded={handleSessionEnded} />
          </Tabs.Panel>
          <Tabs.Panel value="security">
            <SecurityTab onSessionEnded={handleSessionEnded} />
          </Tabs.Panel>
          <Tabs.Panel value="calendar">
            <CalendarFeedTab onSessionEnded={handleSessionEnded} />
          </Tabs.Panel>
          {extraTabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.render({ user, onSessionEnded: handleSessionEnded })}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}

function NotLoggedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleGoToLogin = () => {
    forgetSession(queryClient);
    void navigate('/auth', { replace: true });
  };

  return (
    <Card withBorder padding="xl">
      <Text mb="md">Please log in to access your account settings.</Text>
      <Button onClick={handleGoToLogin}>Go to Login</Button>
    </Card>
  );
}
