// The route table of docs/product.md#screens. Every page is its own chunk; the guards decide who
// may see it. React Router's declarative mode: the app uses no loaders or actions, and the data
// router would add about 15 KB of gzip JavaScript to every page's first load (docs/performance.md).
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';
import { NotFoundPage } from './not-found-page';
import { RedirectIfSignedIn, RequireUser } from './route-guards';
import { RouteErrorBoundary } from './route-error-page';

const loadBoardPage = () => import('./board-route');
const BoardPage = lazyNamed(loadBoardPage, 'BoardRoute');
const ArchivePage = lazyNamed(() => import('./archive-route'), 'ArchiveRoute');
const VerifyPhonePage = lazyNamed(
  () => import('../features/account/components/verify-phone-page'),
  'VerifyPhonePage',
);
const AccountSettingsPage = lazyNamed(() => import('./account-route'), 'AccountRoute');
const InsightsPage = lazyNamed(
  () => import('../features/insights/components/insights-page'),
  'InsightsPage',
);
const JoinPage = lazyNamed(() => import('../features/team/components/join-page'), 'JoinPage');
const AuthPage = lazyNamed(() => import('../features/auth/components/auth-page'), 'AuthPage');

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
          <Route path="/insights" element={<InsightsPage />} />
          <Route path="/join/:token" element={<JoinPage />} />
        </Route>
        <Route element={<RedirectIfSignedIn />}>
          <Route path="/auth" element={<AuthRoute />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
