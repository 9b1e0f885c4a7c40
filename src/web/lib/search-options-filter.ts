// The filter of a searchable Select: the options whose label contains what the host typed, by the
// rule of every search in the app (docs/decisions/042-search-folds-accents-and-spaces.md), where
// Mantine's own filter ignores case only ("jose" would not find "José").
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { containsNeedle, searchNeedle } from '#shared/guest-rules.js';

/** Mantine's filter, groups and limit included, with the app's search rule. */
export const searchOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const needle = searchNeedle(search);
  const found: ComboboxParsedItem[] = [];
  const take = (items: readonly ComboboxItem[], room: number) =>
    items.filter((item) => containsNeedle(item.label, needle)).slice(0, room);
  for (const option of options) {
    if (found.length === limit) break;
    if ('group' in option) {
      found.push({ group: option.group, items: take(option.items, limit - found.length) });
    } else if (containsNeedle(option.label, needle)) found.push(option);
  }
  return found;
};
