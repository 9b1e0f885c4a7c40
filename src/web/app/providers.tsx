// Everything the features rely on being around them: theme and color scheme, toasts, server-state
// cache.
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// Light, dark or the system's (the header menu's switch), remembered per browser. public/color-scheme.js
// applies the same stored choice before the first paint, so a dark page does not flash white.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {/* SPEC §9: one toast at a time, shown 5 s. */}
      <Notifications limit={1} autoClose={5000} position="top-center" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
