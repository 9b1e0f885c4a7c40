// docs/product.md#creation-failures: a toast that stays 10 seconds (docs/product.md#limits) and,
// when the server named the fields it refused, lists them in a Validation Error box.
import { Box, List, Stack, Text } from '@mantine/core';
import { ApiError, type ApiFieldError } from '#web/lib/api.js';
import { replaceToast } from '#web/lib/notify.js';

/** docs/product.md#limits: creation error toasts stay 10 seconds. */
export const CREATION_ERROR_TOAST_MS = 10_000;

function detailsOf(error: unknown): { message: string | null; errors: ApiFieldError[] } {
  if (!(error instanceof ApiError) || !error.body) return { message: null, errors: [] };
  const {
    message,
    errors,
    error: alt,
  } = error.body as {
    message?: unknown;
    errors?: unknown;
    error?: unknown;
  };
  const fieldErrors = Array.isArray(errors)
    ? errors.filter(
        (entry): entry is ApiFieldError =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as ApiFieldError).message === 'string',
      )
    : [];
  const text =
    typeof message === 'string' && message ? message : typeof alt === 'string' && alt ? alt : null;
  return { message: text, errors: fieldErrors };
}

/**
 * Shows "{title}" with the server's message (else `fallback`), and its per-field errors as
 * "path: message" lines. `validationFallback` is used when only field errors came back.
 */
export function showCreationFailedToast(
  title: string,
  error: unknown,
  fallbacks: { failed: string; validation: string },
): void {
  const { message, errors } = detailsOf(error);
  const text =
    message ??
    (errors.length > 0
      ? fallbacks.validation
      : error instanceof ApiError
        ? fallbacks.failed
        : error instanceof Error && error.message
          ? error.message
          : 'An unknown error occurred');
  replaceToast({
    title,
    color: 'red',
    autoClose: CREATION_ERROR_TOAST_MS,
    message: (
      <Stack gap={6}>
        <Text size="sm">{text}</Text>
        {errors.length > 0 && (
          <Box
            role="group"
            aria-label="Validation Error"
            p="xs"
            // Mantine's light red, which follows the colour scheme (a fixed pale red put the
            // list's white text on pink in dark mode).
            bg="var(--mantine-color-red-light)"
            bd="1px solid var(--mantine-color-red-light-hover)"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Text size="xs" fw={700} c="var(--mantine-color-red-light-color)">
              Validation Error
            </Text>
            <List size="xs" spacing={2} c="bright">
              {errors.map((entry, index) => (
                <List.Item key={`${entry.path}-${index}`}>
                  {entry.path ? `${entry.path}: ` : ''}
                  {entry.message}
                </List.Item>
              ))}
            </List>
          </Box>
        )}
      </Stack>
    ),
  });
}
