// The light / dark / system switch of the phone's side menu (docs/decisions/010): a segmented
// control, in a file of its own so that it loads with the side menu, not with the page.
import {
  SegmentedControl,
  Stack,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { COLOR_SCHEME_LABEL, COLOR_SCHEME_OPTIONS } from './color-scheme-switch';

/** Light, Dark and System side by side, for a side menu. */
export function ColorSchemeControl() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap={4}>
      <Text id="color-scheme-control-label" size="sm" fw={600}>
        {COLOR_SCHEME_LABEL}
      </Text>
      <SegmentedControl
        aria-labelledby="color-scheme-control-label"
        fullWidth
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={COLOR_SCHEME_OPTIONS}
      />
    </Stack>
  );
}
