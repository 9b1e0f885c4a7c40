// Everything the features rely on being around them: theme and color scheme, toasts, server-state
// cache.
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { loadNotifications } from '../lib/notify';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';
import './inputs.css';
import './toast-room.css';

// Light, dark or the system's (the header menu's switch), remembered per browser. public/color-scheme.js
// applies the same stored choice before the first paint, so a dark page does not flash white.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

// The toast container (with its portal and transitions) is fetched right after the first paint
// instead of in it. Toasts go through Mantine's store, so one raised before the container mounts
// still shows once it has.
const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {/* docs/product.md#limits: one toast at a time, shown 5 s. */}
      <Suspense fallback={null}>
        <Notifications limit={1} autoClose={5000} position="bottom-left" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
