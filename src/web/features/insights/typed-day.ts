// What a host may type into Insights' From and To fields (docs/product.md#insights): a day as the
// fields show it ("Nov 27, 2026") or as YYYY-MM-DD, and only a day that exists. Anything else is
// no day at all, so the field can say so rather than take another in its place (the calendar's
// own reading turned Feb 30 into Mar 2).
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The day the text names, as YYYY-MM-DD, or null when it names none. */
export function typedDay(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const shown = /^([A-Za-z]{3})[A-Za-z]*\.? +(\d{1,2}),? +(\d{4})$/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (shown) {
    month = MONTHS.indexOf((shown[1] as string).toLowerCase()) + 1;
    [year, day] = [Number(shown[3]), Number(shown[2])];
  } else {
    return null;
  }
  if (year < 1000 || month < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
