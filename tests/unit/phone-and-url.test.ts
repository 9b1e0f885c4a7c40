import { describe, expect, it } from 'vitest';
import {
  authPhoneFormat,
  isAllowedPodcastUrl,
  normalizeAuthPhone,
  normalizeSettingsPhone,
} from '#shared/phone-and-url.js';

describe('normalizeAuthPhone (docs/product.md#validation, auth page)', () => {
  it.each([
    ['+15552345678', '+15552345678'],
    ['15552345678', '+15552345678'],
    ['5552345678', '+15552345678'],
    ['(555) 234-5678', '+15552345678'],
    ['+1 (555) 234-5678', '+15552345678'],
    ['1-555-234-5678', '+15552345678'],
    ['555.234.5678', '+15552345678'],
    ['  +1 555 234 5678  ', '+15552345678'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeAuthPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '+',
    '555123456', // 9 digits
    '+1555123456', // +1 and 9 digits
    '555234567889', // 12 digits
    '25552345678', // 11 digits not starting with 1
    '+25552345678', // another country code
    '+5552345678', // plus without the 1
    '++15552345678',
    '1+5552345678',
    '+1555123456+7',
    'phone number',
    '555-CALL-NOW',
    // The North American Numbering Plan: area code and exchange start with 2 to 9.
    '+10125550100',
    '+11125550100',
    '2020555010',
    '1 (202) 155-5010',
  ])('rejects %j', (input) => {
    expect(normalizeAuthPhone(input)).toBeNull();
  });

  it("takes Twilio's test numbers, which the plan could give", () => {
    expect(normalizeAuthPhone('+15005550006')).toBe('+15005550006');
  });
});

describe('authPhoneFormat: the number an account holds, to find it by (forgot, reset)', () => {
  it('takes the format alone, so a number stored before the numbering-plan rule still matches', () => {
    expect(authPhoneFormat('(555) 010-0001')).toBe('+15550100001');
    expect(authPhoneFormat('+10125550100')).toBe('+10125550100');
    expect(authPhoneFormat('+5552345678')).toBeNull();
  });
});

describe('normalizeSettingsPhone (docs/product.md#validation, verification and settings screens)', () => {
  it.each([
    ['5552345678', '+15552345678'],
    ['15552345678', '+15552345678'],
    ['+15552345678', '+15552345678'],
    ['(555) 234-5678', '+15552345678'],
    ['1 (555) 234-5678', '+15552345678'],
    ['+1-555-234-5678', '+15552345678'],
    // digits only: a plus anywhere is just dropped
    ['+5552345678', '+15552345678'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeSettingsPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '555123456',
    '1555123456',
    '25552345678',
    '555234567889',
    '115552345678',
    'abc',
    // The North American Numbering Plan: area code and exchange start with 2 to 9.
    '0125550100',
    '1 (112) 555-0100',
    '202-155-5010',
  ])('rejects %j', (input) => {
    expect(normalizeSettingsPhone(input)).toBeNull();
  });
});

describe('isAllowedPodcastUrl (docs/product.md#validation)', () => {
  it.each([
    'https://open.spotify.com/show/abc123',
    'https://spotify.com/show/abc',
    'http://open.spotify.com/show/abc',
    'https://podcasts.apple.com/us/podcast/the-show/id123',
    'https://music.apple.com/us/album/1',
    'https://apple.com/podcasts',
    'https://www.amazon.com/dp/B0123',
    'https://music.amazon.com/podcasts/abc',
    'http://amazon.com/podcast',
    'https://www.iheart.com/podcast/the-show-123/',
    'https://iheart.com/podcast/1',
    'https://www.youtube.com/@show',
    'https://youtube.com/playlist?list=PL1',
    'https://m.youtube.com/watch?v=abc',
    'https://youtu.be/abc123',
    'HTTPS://OPEN.SPOTIFY.COM/show/abc',
    // podcast hosts and apps, where a show lives before the directories list it
    'https://www.buzzsprout.com/123456',
    'https://theshow.podbean.com/',
    'https://theshow.libsyn.com/',
    'https://share.transistor.fm/s/abc',
    'https://theshow.captivate.fm/',
    'https://theshow.simplecast.com/',
    'https://shows.acast.com/the-show',
    'https://feeds.megaphone.fm/ABC123',
    'https://rss.com/podcasts/the-show/',
    'https://www.spreaker.com/show/the-show',
    'https://audioboom.com/channels/123',
    'https://pocketcasts.com/podcast/abc',
    'https://pca.st/abc',
    'https://overcast.fm/itunes123',
    'https://castbox.fm/channel/id123',
    'https://podcastindex.org/podcast/123',
    // any https feed
    'https://example.com/podcast.rss',
    'https://media.example.org/shows/feed.xml',
    'https://example.com/feed',
    'https://example.com/podcast/feed/',
    'https://example.com/FEED.XML?format=audio',
  ])('accepts %s', (url) => {
    expect(isAllowedPodcastUrl(url)).toBe(true);
  });

  it.each([
    'https://example.com/show',
    'https://soundcloud.com/show',
    // a feed must be https and end in a feed path
    'http://example.com/podcast.rss',
    'https://example.com/feed.rss.html',
    'https://example.com/feedback',
    'https://example.com/rss',
    'https://example.com/?u=/feed',
    'https://localhost/feed',
    'https://buzzsprout.com.evil.com/show',
    'https://notrss.com.example/show',
    'https://spotify.com.evil.com/show',
    'https://evilspotify.com/show',
    'https://open.spotify.co/show',
    'https://notyoutube.com/watch',
    'https://youtu.be.evil.com/abc',
    'https://apple.com.attacker.net/podcast',
    'https://evil.com/?u=https://open.spotify.com/show',
    'https://evil.com/open.spotify.com',
    'ftp://open.spotify.com/show',
    'javascript:alert(1)//spotify.com',
    'file:///etc/passwd',
    'open.spotify.com/show/abc',
    'not a url',
    '',
    'https://',
  ])('rejects %s', (url) => {
    expect(isAllowedPodcastUrl(url)).toBe(false);
  });
});
