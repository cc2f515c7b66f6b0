import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const links = (text: string) =>
  linkify(text)
    .filter((piece) => piece.kind === 'link')
    .map((piece) => [piece.text, piece.href]);

describe('linkify', () => {
  it('links e-mail addresses, international phone numbers and https addresses', () => {
    expect(links('Write to ama@example.com or call +233 24 123 4567, see https://ama.example/work')).toEqual([
      ['ama@example.com', 'mailto:ama@example.com'],
      ['+233 24 123 4567', 'tel:+233241234567'],
      ['https://ama.example/work', 'https://ama.example/work'],
    ]);
  });

  it('links a bare www. address over https', () => {
    expect(links('Shop: www.ama-shop.example.')).toEqual([['www.ama-shop.example', 'https://www.ama-shop.example']]);
  });

  it('keeps the text around the links, and the whole text when nothing is linked', () => {
    expect(linkify('Hi ama@example.com!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'link', text: 'ama@example.com', href: 'mailto:ama@example.com', external: false },
      { kind: 'text', text: '!' },
    ]);
    expect(linkify('Nothing here')).toEqual([{ kind: 'text', text: 'Nothing here' }]);
  });

  it('never links javascript:, data:, http: or other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'click javascript://example.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://plain.example/page',
      'ftp://files.example/x',
      'vbscript:msgbox(1)',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('stops an address at quotes and angle brackets, so no markup rides along', () => {
    expect(links('https://x.example/a"onmouseover="alert(1)')).toEqual([
      ['https://x.example/a', 'https://x.example/a'],
    ]);
    expect(links("https://x.example/'x")).toEqual([['https://x.example/', 'https://x.example/']]);
    expect(links('<script>https://x.example/<script></script>')).toEqual([
      ['https://x.example/', 'https://x.example/'],
    ]);
  });

  it('leaves sentence punctuation out of an address but keeps a bracket it opened', () => {
    expect(links('See https://a.example/page.')).toEqual([['https://a.example/page', 'https://a.example/page']]);
    expect(links('(https://a.example/x), then')).toEqual([['https://a.example/x', 'https://a.example/x']]);
    expect(links('https://en.example/wiki/Accra_(city)!')).toEqual([
      ['https://en.example/wiki/Accra_(city)', 'https://en.example/wiki/Accra_(city)'],
    ]);
    expect(links('Mail ama@example.com.')).toEqual([['ama@example.com', 'mailto:ama@example.com']]);
  });

  it('does not link an address glued inside a word', () => {
    expect(links('name@example.comtrailing@x')).toEqual([]);
    expect(links('xhttps://a.example/')).toEqual([]);
    expect(links('see@')).toEqual([]);
  });

  it('does not take years, prices or sums for phone numbers', () => {
    for (const text of [
      'Since 2024',
      'From 2019-2024',
      'Price GH₵ 1,200',
      'Only $1,200.50 or GH₵ 12 000',
      'Call 024 123 4567',
      '5+10 = 15',
      '+2024',
      'Up +12.5% in 2024',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('links a phone number only with a country code and 8 to 15 digits', () => {
    expect(links('+1 (555) 123-4567')).toEqual([['+1 (555) 123-4567', 'tel:+15551234567']]);
    expect(links('+44 20 7946 0958.')).toEqual([['+44 20 7946 0958', 'tel:+442079460958']]);
    expect(links('+233 1234 5678 9012 3456 7')).toEqual([]);
  });
});
