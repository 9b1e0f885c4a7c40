// The route table of SPEC §2. Every page is its own chunk; the guards decide who may see it.
import { lazy, useEffect } from 'react';
import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { RedirectIfSignedIn, RequireUser } from './route-guards';
import { RouteErrorPage } from './route-error-page';

const loadBoardPage = () => import('./board-route');
const BoardPage = lazy(() => loadBoardPage().then((m) => ({ default: m.BoardRoute })));
const ArchivePage = lazy(() =>
  import('./archive-route').then((m) => ({ default: m.ArchiveRoute })),
);
const VerifyPhonePage = lazy(() =>
  import('../features/account/components/verify-phone-page').then((m) => ({
    default: m.VerifyPhonePage,
  })),
);
const AccountSettingsPage = lazy(() =>
  import('../features/account/components/account-settings-page').then((m) => ({
    default: m.AccountSettingsPage,
  })),
);
const AuthPage = lazy(() =>
  import('../features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })),
);

/** The sign-in page; while the visitor types, the board's code loads so signing in lands at once. */
function AuthRoute() {
  useEffect(() => {
    const handle = window.setTimeout(() => void loadBoardPage().catch(() => undefined), 1000);
    return () => window.clearTimeout(handle);
  }, []);
  return <AuthPage />;
}

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <RequireUser />,
        children: [
          { path: '/', element: <BoardPage /> },
          { path: '/archive', element: <ArchivePage /> },
          { path: '/verify-phone', element: <VerifyPhonePage /> },
          { path: '/account', element: <AccountSettingsPage /> },
        ],
      },
      {
        element: <RedirectIfSignedIn />,
        children: [{ path: '/auth', element: <AuthRoute /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
