import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const TITLE_WRAPS = { minWidth: 0, overflowWrap: 'anywhere' } as const;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white-on-primary buttons and primary links above WCAG AA contrast (4.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine's icon-only close buttons have no accessible name of their own. Plain objects, not
    // `Modal.extend(...)`: importing the components here would put the dialog code (focus trap,
    // portal, scroll area, floating UI) in every page's first load (docs/performance.md).
    //
    // A dialog's <header> sits in a role="dialog" element, which does not scope it, so axe counts
    // it as a second page banner next to the board's (landmark-no-duplicate-banner,
    // landmark-unique): it is only the dialog's title row.
    //
    // A title wraps anywhere: a guest's name is free text (an applicant's may be one 200-letter
    // word), and a title that cannot wrap pushes the close button out of the window.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close dialog' },
        attributes: { header: { role: 'presentation' } },
      },
      styles: { title: TITLE_WRAPS },
    },
    Drawer: {
      defaultProps: { attributes: { header: { role: 'presentation' } } },
      styles: { title: TITLE_WRAPS },
    },
    // A name longer than the field (the board's owner filter holds usernames) ends in an
    // ellipsis before the chevron instead of being cut off.
    NativeSelect: { styles: { input: { textOverflow: 'ellipsis' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // The default grey-6 message under a title is 3.3:1 on white.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/** Mantine's default "dimmed" grey is 3.3:1 on white; this one is above 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // A light button of the primary colour under the pointer (Send Code, Resend, Restore): Mantine
    // puts its blue-9 text on blue-2, 4.0:1; a step toward blue-2 from the resting blue-1 keeps a
    // visible change at 4.6:1. (The app has no light buttons in other colours.)
    '--mantine-color-blue-light-hover':
      'color-mix(in srgb, var(--mantine-color-blue-1), var(--mantine-color-blue-2) 30%)',
    '--mantine-color-dimmed': '#5c636b',
    // Error text in red-6 is 3.8:1 on white; red-8 passes AA.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--app-color-muted': 'var(--mantine-color-gray-0)',
  },
  // Dark mode (docs/decisions/010): Mantine's dark dimmed (dark-2) is about 3.6:1 on dark-6
  // surfaces and its red-8 errors under 3:1 on dark-7; these lighter ones pass AA.
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // Muted panels and page backgrounds (gray-0 in light mode).
    '--app-color-muted': 'var(--mantine-color-dark-6)',
  },
});
