// The filter of a searchable Select: the options whose label contains what the host typed, by the
// rule of every search in the app (docs/decisions/042-search-folds-accents-and-spaces.md), where
// Mantine's own filter ignores case only ("jose" would not find "José").
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { containsNeedle, searchNeedle } from '#shared/guest-rules.js';

/**
 * Underscores and slashes, which join the words of a time zone ("America/New_York"), match as
 * spaces, in the label and in the query alike: "new york" finds it, and so does "new_york". Only
 * for matching; the label shown and the value saved are the option's own.
 */
const WORD_JOINERS = /[_/]/g;
const asWords = (text: string) => text.replace(WORD_JOINERS, ' ');

/** Mantine's filter, groups and limit included, with the app's search rule. */
export const searchOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const needle = searchNeedle(asWords(search));
  const matches = (item: ComboboxItem) => containsNeedle(asWords(item.label), needle);
  const found: ComboboxParsedItem[] = [];
  const take = (items: readonly ComboboxItem[], room: number) =>
    items.filter(matches).slice(0, room);
  for (const option of options) {
    if (found.length === limit) break;
    if ('group' in option) {
      found.push({ group: option.group, items: take(option.items, limit - found.length) });
    } else if (matches(option)) found.push(option);
  }
  return found;
};
