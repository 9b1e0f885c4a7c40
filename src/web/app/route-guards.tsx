// docs/product.md#screens: protected routes wait for the current user, then either render or go to
// /auth, taking along the address the visitor asked for (an invite link, say: docs/product.md#join-screen);
// /auth goes there, or to /, once someone is signed in.
import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { holdReads } from '../lib/api';
import { PageLoader } from '../components/page-loader';
import { useUser } from '../lib/session';
import { returnPathFromState, safeReturnPath, type ReturnState } from './return-path';
import { LiveUpdates } from './live-updates';

export function RequireUser() {
  const { data: user, isPending, isError, refetch, isRefetching } = useUser();
  const location = useLocation();

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
  if (!user) {
    const returnTo = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
    const state: ReturnState | undefined = returnTo && returnTo !== '/' ? { returnTo } : undefined;
    return <Navigate to="/auth" replace state={state} />;
  }

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
  const location = useLocation();

  if (isPending) return <PageLoader label="Loading your account" />;
  if (user) return <Navigate to={returnPathFromState(location.state) ?? '/'} replace />;

  // A signed-out page: the previous session's pages are gone, so reads go out again (a logout
  // held them, lib/api.ts). Before the page's own reads start, which its children's effects do.
  holdReads(false);
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
