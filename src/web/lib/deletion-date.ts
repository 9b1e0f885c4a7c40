// The day a scheduled account deletion takes effect, as the deletion dialog and the sign-in's
// "Cancel deletion" state it (docs/product.md#account-deletion): "Friday, December 25, 2026" in
// the browser's language and time zone.
export function formatDeletionDate(date: Date | string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(new Date(date));
}
