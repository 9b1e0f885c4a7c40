import { describe, expect, it } from 'vitest';
import {
  duplicateMessage,
  emailKey,
  findDuplicate,
  followUpDateText,
  followUpLabel,
  linkedinKey,
  matchesSearch,
  nameKey,
  normalizeStatus,
  phoneKey,
  searchNeedle,
  statusColor,
  statusMeta,
  statusTitle,
  STATUS_META,
} from '#shared/guest-rules.js';

describe('normalizeStatus', () => {
  it('keeps the six stored values', () => {
    for (const status of ['prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete']) {
      expect(normalizeStatus(status)).toBe(status);
    }
  });

  it('maps the two aliases, ignoring case and spacing', () => {
    expect(normalizeStatus('hot candidate')).toBe('hot');
    expect(normalizeStatus('intro call')).toBe('intro');
    expect(normalizeStatus('  Hot   Candidate ')).toBe('hot');
    expect(normalizeStatus('INTRO CALL')).toBe('intro');
    expect(normalizeStatus('Complete')).toBe('complete');
  });

  it('refuses anything else', () => {
    for (const input of ['', 'done', 'episode scheduled', 'hot_candidate', 'prospects']) {
      expect(normalizeStatus(input)).toBeNull();
    }
  });
});

describe('statusMeta', () => {
  it('gives the column title and icon of docs/product.md#board-screen for every status', () => {
    expect(
      Object.values(STATUS_META).map(({ status, title, icon }) => [status, title, icon]),
    ).toEqual([
      ['prospect', 'Prospect', 'user-plus'],
      ['hot', 'Hot Candidate', 'fire'],
      ['intro', 'Intro Call', 'phone'],
      ['limbo', 'Limbo', 'hourglass'],
      ['scheduled', 'Episode Scheduled', 'calendar'],
      ['complete', 'Complete', 'check-circle'],
    ]);
  });

  it('gives each column its own sticky-note colour', () => {
    const colors = Object.values(STATUS_META).map((meta) => meta.color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const color of colors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("falls back to prospect's for an unknown or missing status", () => {
    expect(statusMeta('archived')).toEqual(STATUS_META.prospect);
    expect(statusMeta(undefined)).toEqual(STATUS_META.prospect);
    expect(statusColor('nonsense')).toBe(STATUS_META.prospect.color);
    expect(statusTitle(null)).toBe('Prospect');
  });

  it('reads aliases as their status', () => {
    expect(statusTitle('hot candidate')).toBe('Hot Candidate');
    expect(statusColor('intro call')).toBe(STATUS_META.intro.color);
  });
});

describe('followUpLabel', () => {
  it('capitalises the first letter and replaces only the first underscore', () => {
    expect(followUpLabel('linkedin')).toBe('Linkedin');
    expect(followUpLabel('call')).toBe('Call');
    expect(followUpLabel('follow_up')).toBe('Follow up');
    expect(followUpLabel('follow_up_call')).toBe('Follow up_call');
  });

  it('is empty for no type', () => {
    expect(followUpLabel(null)).toBe('');
    expect(followUpLabel(undefined)).toBe('');
    expect(followUpLabel('')).toBe('');
  });
});

describe('followUpDateText', () => {
  it('formats as "MMM d, yyyy" in UTC', () => {
    expect(followUpDateText(new Date('2025-01-05T00:00:00Z'))).toBe('Jan 5, 2025');
    expect(followUpDateText(new Date('2025-12-31T23:59:59Z'))).toBe('Dec 31, 2025');
    expect(followUpDateText(new Date('1900-01-01T00:00:00Z'))).toBe('Jan 1, 1900');
  });
});

describe('matchesSearch', () => {
  const guest = { name: 'Jane Doe', details: 'Author of Deep Work Habits' };

  it('matches the name or the details, case-insensitively', () => {
    expect(matchesSearch(guest, 'jane')).toBe(true);
    expect(matchesSearch(guest, 'DOE')).toBe(true);
    expect(matchesSearch(guest, 'deep work')).toBe(true);
    expect(matchesSearch(guest, '  habits ')).toBe(true);
  });

  it('does not match other text', () => {
    expect(matchesSearch(guest, 'john')).toBe(false);
    expect(matchesSearch({ name: 'Jane', details: null }, 'author')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesSearch(guest, '')).toBe(true);
    expect(matchesSearch(guest, '   ')).toBe(true);
  });

  it('lower-cases letters outside ASCII too', () => {
    expect(matchesSearch({ name: 'Zoë Ångström', details: null }, 'ÅNGSTRÖM')).toBe(true);
    // The Kelvin sign lower-cases to an ASCII "k"; a dotted capital I to two characters.
    expect(matchesSearch({ name: 'Kelvin \u212a', details: null }, 'kelvin k')).toBe(true);
    expect(matchesSearch({ name: 'İstanbul', details: null }, 'i\u0307stanbul')).toBe(true);
  });

  // docs/decisions/042-search-folds-accents-and-spaces.md
  it('ignores accents both ways, however the letter was typed', () => {
    const jose = { name: 'José Müller', details: 'Zoë Ångström, Nguyễn' };
    for (const query of ['jose', 'JOSE', 'josé', 'muller', 'MÜLLER', 'zoe angstrom', 'nguyen']) {
      expect(matchesSearch(jose, query), query).toBe(true);
    }
    expect(matchesSearch({ name: 'Jose Muller', details: null }, 'josé müller')).toBe(true);
    // "é" as one character or as "e" and a combining accent.
    expect(matchesSearch({ name: 'Jose\u0301', details: null }, 'josé')).toBe(true);
    expect(matchesSearch({ name: 'José', details: null }, 'jose\u0301')).toBe(true);
    expect(matchesSearch(jose, 'josh')).toBe(false);
  });

  it('finds letters without an accent to drop by the plain letters a host types', () => {
    expect(matchesSearch({ name: 'Straße', details: null }, 'strasse')).toBe(true);
    expect(matchesSearch({ name: 'Strasse', details: null }, 'STRAẞE')).toBe(true);
    expect(matchesSearch({ name: 'Søren Łódź', details: null }, 'soren lodz')).toBe(true);
    expect(matchesSearch({ name: 'Æsir Œuvre', details: null }, 'aesir oeuvre')).toBe(true);
    expect(matchesSearch({ name: 'İstanbul', details: null }, 'istanbul')).toBe(true);
    expect(matchesSearch({ name: 'ΟΔΥΣΣΕΑΣ', details: null }, 'οδυσσεασ')).toBe(true);
    // Full-width letters, as an East Asian keyboard types them.
    expect(matchesSearch({ name: 'Ｊｏｓé', details: null }, 'jose')).toBe(true);
    // Characters drawn as nothing (a soft hyphen from a paste) are not there.
    expect(matchesSearch({ name: 'Jo\u00adsé', details: null }, 'jose')).toBe(true);
  });

  it('counts a run of spaces, tabs or line breaks as one space, in the query and the text', () => {
    expect(matchesSearch({ name: 'Grace Hopper', details: null }, 'grace  hopper')).toBe(true);
    expect(matchesSearch({ name: 'Grace Hopper', details: null }, 'grace\thopper')).toBe(true);
    expect(matchesSearch({ name: 'Grace   Hopper', details: null }, 'grace hopper')).toBe(true);
    expect(matchesSearch({ name: 'Grace\u00a0Hopper', details: null }, 'grace hopper')).toBe(true);
    expect(matchesSearch({ name: 'Ada', details: 'First line.\n\n  Second' }, 'line. second')).toBe(
      true,
    );
    expect(matchesSearch({ name: 'Grace Hopper', details: null }, 'gracehopper')).toBe(false);
  });
});

describe('searchNeedle', () => {
  it('is the query folded: trimmed, lower-case, without accents, one space for a run', () => {
    expect(searchNeedle('  Grace \t Hópper\n')).toBe('grace hopper');
    expect(searchNeedle('STRAẞE')).toBe('strasse');
    expect(searchNeedle('\u00ad \u00a0')).toBe('');
    // A query of only spaces or characters drawn as nothing is no query: every list shows all it
    // holds (docs/decisions/042-search-folds-accents-and-spaces.md).
    for (const query of ['   ', '\u200b\u200b', ' \u200b\u00a0', '\ufeff\u2060', '\t\n']) {
      expect(searchNeedle(query), JSON.stringify(query)).toBe('');
    }
  });
});

describe('duplicate keys', () => {
  it('compares emails case-insensitively', () => {
    expect(emailKey(' Jane@Example.COM ')).toBe('jane@example.com');
    expect(emailKey(null)).toBe('');
  });

  it('compares phones by digits with a leading US 1 dropped', () => {
    const key = '5551234567';
    for (const phone of ['+1 (555) 123-4567', '1-555-123-4567', '555.123.4567', '5551234567']) {
      expect(phoneKey(phone)).toBe(key);
    }
    expect(phoneKey('n/a')).toBe('');
    expect(phoneKey(undefined)).toBe('');
  });

  it('compares LinkedIn URLs without case, scheme, www. or trailing slash', () => {
    const key = 'linkedin.com/in/janedoe';
    for (const url of [
      'https://www.linkedin.com/in/janedoe/',
      'http://linkedin.com/in/janedoe',
      'HTTPS://WWW.LinkedIn.com/in/JaneDoe//',
      'linkedin.com/in/janedoe',
    ]) {
      expect(linkedinKey(url)).toBe(key);
    }
    expect(linkedinKey('https://linkedin.com/in/janedoe2')).not.toBe(key);
  });

  it('compares names trimmed, case-insensitively, with inner spaces collapsed', () => {
    expect(nameKey('  Jane    DOE ')).toBe('jane doe');
    expect(nameKey('jane\tdoe')).toBe('jane doe');
    expect(nameKey('Jane Do')).not.toBe(nameKey('Jane Doe'));
    // Characters drawn as nothing (a zero-width space, a soft hyphen) do not make another name.
    expect(nameKey('Jane\u200b Doe')).toBe('jane doe');
    expect(nameKey('\u200bJa\u00adne \u2060Doe\ufeff')).toBe('jane doe');
    // A control character, as a name stored before the one-line rule may hold, is a space, as the
    // guest schema now makes it (docs/product.md#guest-validation).
    expect(nameKey('Jane\u0001Doe\u0085')).toBe('jane doe');
    expect(nameKey('Jane \u2028 Doe')).toBe('jane doe');
  });
});

describe('findDuplicate', () => {
  const guest = (id: number, fields: Partial<Record<string, string | null>> = {}) => ({
    id,
    name: `Guest ${id}`,
    email: null,
    phoneNumber: null,
    linkedinUrl: null,
    ...fields,
  });

  it('finds a match on each key and names the field', () => {
    const existing = [
      guest(1, { email: 'a@x.com' }),
      guest(2, { phoneNumber: '555-123-4567' }),
      guest(3, { linkedinUrl: 'https://linkedin.com/in/c' }),
      guest(4, { name: 'Jane Doe' }),
    ];
    expect(findDuplicate({ email: 'A@X.com' }, existing)).toMatchObject({
      field: 'email',
      guest: { id: 1 },
    });
    expect(findDuplicate({ phoneNumber: '+15551234567' }, existing)).toMatchObject({
      field: 'phoneNumber',
      guest: { id: 2 },
    });
    expect(findDuplicate({ linkedinUrl: 'www.linkedin.com/in/c/' }, existing)).toMatchObject({
      field: 'linkedinUrl',
      guest: { id: 3 },
    });
    expect(findDuplicate({ name: ' jane  doe' }, existing)).toMatchObject({
      field: 'name',
      guest: { id: 4 },
    });
  });

  it('checks email, then phone, then LinkedIn, then name', () => {
    const existing = [guest(1, { name: 'Same' }), guest(2, { email: 'same@x.com' })];
    expect(findDuplicate({ name: 'same', email: 'same@x.com' }, existing)?.field).toBe('email');
  });

  it('ignores empty keys, the excluded guest and fields not asked for', () => {
    const existing = [guest(1, { email: 'a@x.com', phoneNumber: 'none' })];
    expect(findDuplicate({ email: '', phoneNumber: 'n/a', name: 'Other' }, existing)).toBeNull();
    expect(findDuplicate({ email: 'a@x.com' }, existing, { excludeId: 1 })).toBeNull();
    expect(findDuplicate({ email: 'a@x.com' }, existing, { fields: ['name'] })).toBeNull();
  });

  it('words the message per field', () => {
    expect(duplicateMessage('name', 'Jane Doe')).toBe('A guest named Jane Doe already exists');
    expect(duplicateMessage('email', 'Jane Doe')).toBe(
      'A guest with this email already exists: Jane Doe',
    );
    expect(duplicateMessage('phoneNumber', 'Jane Doe')).toBe(
      'A guest with this phone number already exists: Jane Doe',
    );
    expect(duplicateMessage('linkedinUrl', 'Jane Doe')).toBe(
      'A guest with this LinkedIn URL already exists: Jane Doe',
    );
  });
});
