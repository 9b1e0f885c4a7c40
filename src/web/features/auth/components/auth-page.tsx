// /auth (docs/product.md#auth-screen): login, register and reset in one card, with a marketing
// panel on wide screens. The page first shows the login form; the register and reset forms (with
// the captcha and the terms dialog) are separate chunks, fetched while the visitor reads and
// mounted on first use.
import { Anchor, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { SectionLoader } from '#web/components/load-states.js';
import { focusFirstField } from '#web/lib/focus.js';
import { lazyNamed } from '#web/lib/lazy-named.js';
import classes from './auth-page.module.css';
import { LoginForm } from './login-form';
import { MarketingPanel } from './marketing-panel';

const loadRegisterForm = () => import('./register-form');
const loadResetPasswordForm = () => import('./reset-password-form');
const RegisterForm = lazyNamed(loadRegisterForm, 'RegisterForm');
const ResetPasswordForm = lazyNamed(loadResetPasswordForm, 'ResetPasswordForm');

type AuthMode = 'login' | 'register' | 'reset';

export function AuthPage() {
  const [mode, setMode] = useState<AuthMode>('login');
  // Once shown, the register form stays mounted so switching tabs keeps what was typed.
  const [registerShown, setRegisterShown] = useState(false);
  if (mode === 'register' && !registerShown) setRegisterShown(true);

  useEffect(() => {
    const handle = window.setTimeout(() => {
      void loadRegisterForm().catch(() => undefined);
      void loadResetPasswordForm().catch(() => undefined);
    }, 500);
    return () => window.clearTimeout(handle);
  }, []);

  useEffect(() => {
    document.title =
      mode === 'register'
        ? 'Register · Podcast Guest Tracker'
        : mode === 'reset'
          ? 'Reset password · Podcast Guest Tracker'
          : 'Login · Podcast Guest Tracker';
  }, [mode]);

  // A switch of mode by a control that goes with it (the footer's links, "Forgot password?", a done
  // reset) would leave the focus on nothing: the first field of the form shown takes it
  // (docs/product.md#auth-screen). A form already mounted shows in this render; the register and
  // reset forms mount a moment later, the first time, and do the same as they show.
  const cardRef = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    focusFirstField(cardRef.current);
  }, [mode]);

  const activeTab = mode === 'register' ? 'register' : 'login';

  return (
    <div className={classes.page}>
      <main className={classes.formColumn}>
        <Card ref={cardRef} withBorder shadow="sm" radius="lg" className={classes.card}>
          <Stack gap={4} mb="lg">
            <Group gap="xs" wrap="nowrap">
              <IconMicrophone size={28} color="var(--mantine-color-blue-6)" aria-hidden />
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                Podcast Guest Tracker
              </Title>
            </Group>
            <Text c="dimmed" size="sm">
              Login or create an account to manage your podcast guests
            </Text>
          </Stack>

          <Tabs
            value={activeTab}
            onChange={(value) => setMode(value === 'register' ? 'register' : 'login')}
          >
            <Tabs.List grow>
              <Tabs.Tab value="login" onClick={() => setMode('login')}>
                Login
              </Tabs.Tab>
              <Tabs.Tab value="register">Register</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login" pt="lg">
              {mode === 'reset' ? (
                <Suspense fallback={<SectionLoader label="Loading form" py="xl" />}>
                  <ResetPasswordForm onComplete={() => setMode('login')} />
                </Suspense>
              ) : (
                <LoginForm onForgotPassword={() => setMode('reset')} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="register" pt="lg">
              {registerShown && (
                <Suspense fallback={<SectionLoader label="Loading form" py="xl" />}>
                  <RegisterForm />
                </Suspense>
              )}
            </Tabs.Panel>
          </Tabs>

          <Text size="sm" ta="center" mt="lg" c="dimmed">
            {mode === 'login' && (
              <>
                Don't have an account?{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setMode('register')}
                >
                  Register
                </Anchor>
              </>
            )}
            {mode === 'register' && (
              <>
                Already have an account?{' '}
                <Anchor component="button" type="button" size="sm" onClick={() => setMode('login')}>
                  Login
                </Anchor>
              </>
            )}
            {mode === 'reset' && (
              <Anchor component="button" type="button" size="sm" onClick={() => setMode('login')}>
                Return to Login
              </Anchor>
            )}
          </Text>
        </Card>
      </main>
      <MarketingPanel
        visibleFrom="md"
        className={classes.panel}
        contentClassName={classes.panelContent}
      />
    </div>
  );
}
