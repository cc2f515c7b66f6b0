import { describe, expect, it } from 'vitest';
import { classifyArrival, describeAgent, isBot } from './classify';

describe('where a visit came from (api-contract §7.1)', () => {
  const from = (referrer?: string, utmSource?: string) => classifyArrival({ referrer, utmSource }, 'sparklink.example');

  it.each([
    ['https://www.facebook.com/', 'social', 'facebook.com'],
    ['https://l.instagram.com/?u=x', 'social', 'l.instagram.com'],
    ['https://x.com/efua', 'social', 'x.com'],
    ['https://t.co/xyz', 'social', 't.co'],
    ['https://mobile.twitter.com/', 'social', 'mobile.twitter.com'],
    ['https://www.linkedin.com/feed', 'social', 'linkedin.com'],
    ['https://www.tiktok.com/', 'social', 'tiktok.com'],
    ['https://m.youtube.com/', 'social', 'm.youtube.com'],
    ['https://web.whatsapp.com/', 'social', 'web.whatsapp.com'],
    ['https://www.snapchat.com/', 'social', 'snapchat.com'],
    ['https://pinterest.com/', 'social', 'pinterest.com'],
    ['https://old.reddit.com/r/ghana', 'social', 'old.reddit.com'],
    ['https://web.telegram.org/', 'social', 'web.telegram.org'],
    ['https://www.threads.net/', 'social', 'threads.net'],
    ['https://www.google.com.gh/', 'search', 'google.com.gh'],
    ['https://www.bing.com/search?q=a', 'search', 'bing.com'],
    ['https://duckduckgo.com/', 'search', 'duckduckgo.com'],
    ['https://search.yahoo.com/', 'search', 'search.yahoo.com'],
    ['https://yandex.ru/', 'search', 'yandex.ru'],
    ['https://www.baidu.com/', 'search', 'baidu.com'],
    ['https://www.ecosia.org/', 'search', 'ecosia.org'],
    ['https://search.brave.com/', 'search', 'search.brave.com'],
    ['https://blog.example.org/post', 'referral', 'blog.example.org'],
    ['https://notx.com/', 'referral', 'notx.com'],
  ])('%s is %s', (referrer, source, host) => {
    expect(from(referrer)).toEqual({ source, referrerHost: host });
  });

  it('is direct with no referrer, our own site, or a referrer that is no web address', () => {
    expect(from()).toEqual({ source: 'direct', referrerHost: null });
    expect(from('https://sparklink.example/public/efua')).toEqual({ source: 'direct', referrerHost: null });
    expect(from('https://www.sparklink.example/')).toEqual({ source: 'direct', referrerHost: null });
    expect(from('android-app://com.slack')).toEqual({ source: 'direct', referrerHost: null });
    expect(from('not a url')).toEqual({ source: 'direct', referrerHost: null });
  });

  it('prefers utmSource over the referrer', () => {
    expect(from('https://www.google.com/', 'Instagram')).toEqual({ source: 'social', referrerHost: 'google.com' });
    expect(from(undefined, 'bing')).toEqual({ source: 'search', referrerHost: null });
    expect(from(undefined, 'spring-newsletter')).toEqual({ source: 'referral', referrerHost: null });
    expect(from('https://x.com/', '   ')).toEqual({ source: 'social', referrerHost: 'x.com' });
  });
});

describe('who visited', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      { device: 'Mobile', browser: 'Chrome', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      { device: 'Tablet', browser: 'Mobile Safari', os: 'iOS' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      { device: 'Desktop', browser: 'Safari', os: 'Mac OS' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
      { device: 'Desktop', browser: 'Firefox', os: 'Linux' },
    ],
  ])('reads %s', (agent, expected) => {
    expect(describeAgent(agent)).toEqual(expected);
  });

  it('knows crawlers, previewers and scripts, and treats no agent as one', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'curl/8.5.0',
      'python-requests/2.32.3',
      '',
    ]) {
      expect(isBot(agent)).toBe(true);
    }
    expect(
      isBot(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
