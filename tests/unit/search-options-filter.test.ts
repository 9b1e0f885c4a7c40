import { describe, expect, it } from 'vitest';
import { searchOptionsFilter } from '#web/lib/search-options-filter.js';

// The guest picker of the Action Center's forms and the time zone picker
// (docs/decisions/042-search-folds-accents-and-spaces.md).
describe('searchOptionsFilter', () => {
  const options = [
    { value: '1', label: 'José Müller' },
    { value: '2', label: 'Grace Hopper' },
    { value: '3', label: 'Jose  Grace' },
  ];
  const labels = (search: string, limit = Infinity) =>
    searchOptionsFilter({ options, search, limit }).map((option) =>
      'label' in option ? option.label : option.group,
    );

  it('finds labels whatever their accents, case and spaces', () => {
    expect(labels('jose')).toEqual(['José Müller', 'Jose  Grace']);
    expect(labels('JOSÉ ')).toEqual(['José Müller', 'Jose  Grace']);
    expect(labels('muller')).toEqual(['José Müller']);
    expect(labels('jose grace')).toEqual(['Jose  Grace']);
    expect(labels('grace   hopper')).toEqual(['Grace Hopper']);
    expect(labels('')).toEqual(['José Müller', 'Grace Hopper', 'Jose  Grace']);
  });

  it('keeps to the limit and filters within groups', () => {
    expect(labels('e', 2)).toEqual(['José Müller', 'Grace Hopper']);
    const grouped = searchOptionsFilter({
      options: [{ group: 'Team', items: options }],
      search: 'jose',
      limit: 1,
    });
    expect(grouped).toEqual([{ group: 'Team', items: [options[0]] }]);
  });
});
