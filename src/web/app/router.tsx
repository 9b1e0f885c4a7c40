// The route table of docs/product.md#screens. Every page is its own chunk; the guards decide who
// may see it. React Router's declarative mode: the app uses no loaders or actions, and the data
// router would add about 15 KB of gzip JavaScript to every page's first load (docs/performance.md).
import { lazy, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { RedirectIfSignedIn, RequireUser } from './route-guards';
import { RouteErrorBoundary } from './route-error-page';

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

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="/" element={<BoardPage />} />
          <Route path="/archive" element={<ArchivePage />} />
          <Route path="/verify-phone" element={<VerifyPhonePage />} />
          <Route path="/account" element={<AccountSettingsPage />} />
        </Route>
        <Route element={<RedirectIfSignedIn />}>
          <Route path="/auth" element={<AuthRoute />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
