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
    // A query that folds to nothing is no query.
    expect(labels(' \u200b\u200b ')).toEqual(['José Müller', 'Grace Hopper', 'Jose  Grace']);
  });

  it('matches the underscore and slash of a time zone as spaces, and keeps the option as it is', () => {
    const zones = ['America/New_York', 'America/Argentina/Buenos_Aires', 'Europe/London'].map(
      (zone) => ({ value: zone, label: zone }),
    );
    const found = (search: string) =>
      searchOptionsFilter({ options: zones, search, limit: Infinity });
    expect(found('new york')).toEqual([{ value: 'America/New_York', label: 'America/New_York' }]);
    expect(found('America New')).toEqual([zones[0]]);
    expect(found('buenos aires')).toEqual([zones[1]]);
    expect(found('argentina buenos')).toEqual([zones[1]]);
    // What the host may type as the name is written still works.
    expect(found('new_york')).toEqual([zones[0]]);
    expect(found('america/new_york')).toEqual([zones[0]]);
    expect(found('europe/')).toEqual([zones[2]]);
    expect(found('york london')).toEqual([]);
    // Nothing but joiners and spaces is no query.
    expect(found(' / _ ')).toEqual(zones);
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
