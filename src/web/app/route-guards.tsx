// docs/product.md#screens: protected routes wait for the current user, then either render or go to
// /auth; /auth goes to / when someone is already signed in.
import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useUser } from '../lib/session';
import { LiveUpdates } from './live-updates';

export function RequireUser() {
  const { data: user, isPending, isError, refetch, isRefetching } = useUser();

  if (isPending) return <PageLoader label="Loading your account" />;
  if (isError) {
    return (
      <Center mih="100dvh" p="md">
        <Stack maw={420}>
          <Alert
            color="red"
            title="Could not reach the server"
            icon={<IconAlertTriangle aria-hidden />}
          >
            Your session could not be checked. Please try again.
          </Alert>
          <Button onClick={() => void refetch()} loading={isRefetching}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;

  return (
    <>
      <LiveUpdates />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export function RedirectIfSignedIn() {
  const { data: user, isPending } = useUser();

  if (isPending) return <PageLoader label="Loading your account" />;
  if (user) return <Navigate to="/" replace />;

  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
