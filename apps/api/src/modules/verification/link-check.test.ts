import { describe, expect, it } from 'vitest';
import { linksBackTo } from '../../lib/safe-fetch/back-link';
import { portfolioAddresses } from './link-check';

const origins = { appOrigin: 'https://app.sparklink.example', publicOrigin: 'https://sparklink.example' };
const page = new URL('https://blog.example.net/about');
const backLink = (href: string) => `<html><body><a rel="me" href="${href}">My portfolio</a></body></html>`;

describe('the addresses a rel="me" back link may name', () => {
  it('are the portfolio on our origins, and the root of a verified custom domain (decision 058)', () => {
    expect(portfolioAddresses(origins, 'Kofi')).toEqual([
      'https://app.sparklink.example/public/Kofi',
      'https://sparklink.example/public/Kofi',
    ]);
    expect(portfolioAddresses(origins, 'Kofi', 'folio.example.test')).toEqual([
      'https://app.sparklink.example/public/Kofi',
      'https://sparklink.example/public/Kofi',
      'https://folio.example.test/',
    ]);
  });

  it('verify a page linking to the custom domain only while the domain serves the portfolio', () => {
    const html = backLink('https://folio.example.test');
    expect(linksBackTo(html, page, portfolioAddresses(origins, 'Kofi', 'folio.example.test'))).toBe(true);
    expect(linksBackTo(html, page, portfolioAddresses(origins, 'Kofi'))).toBe(false);
  });
});
