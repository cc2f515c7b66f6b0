/** @jsxImportSource @sparklink/public-site/html */
import { describe, expect, it } from 'vitest';
import { publicTextFor, renderPublic } from '../../test/public-text';
import { withPublicText } from '../public-text';
import { PageContentView } from './page-content';

const html = (content: Parameters<typeof PageContentView>[0]['content']) =>
  withPublicText(publicTextFor('en'), () => <PageContentView content={content} />).html;

describe('PageContentView', () => {
  it('links contacts in section text and item descriptions, with the text escaped', async () => {
    await renderPublic(() => (
      <PageContentView
        content={{
          sections: [
            {
              title: 'Contact',
              content: 'Mail <b>ama@example.com</b> or see https://ama.example/?a=1&b=2.',
              items: [{ title: 'Logo', description: 'Call +233 24 123 4567 since 2024 for GH₵ 1,200' }],
            },
          ],
        }}
      />
    ));
    const anchors = [...document.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.rel]);
    expect(anchors).toEqual([
      ['ama@example.com', 'mailto:ama@example.com', ''],
      ['https://ama.example/?a=1&b=2', 'https://ama.example/?a=1&b=2', 'nofollow noopener noreferrer ugc'],
      ['+233 24 123 4567', 'tel:+233241234567', ''],
    ]);
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('h3')?.textContent).toBe('Logo');
    expect(document.body.textContent).toContain('Mail <b>ama@example.com</b> or see');
    expect(document.body.textContent).toContain('since 2024 for GH₵ 1,200');
  });

  it('links a plain-text page too, and never a javascript: or data: address', () => {
    const out = html('javascript:alert(1) data:text/html,x "><script>alert(1)</script> www.ama.example');
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;script&gt;');
    expect(out).toContain('<a href="https://www.ama.example"');
    expect(out).not.toMatch(/href="(javascript|data):/);
  });

  it('gives an item image an empty alt (its heading names it) and the class that draws its fallback', async () => {
    await renderPublic(() => (
      <PageContentView
        content={{ sections: [{ items: [{ title: 'Logo', image: 'https://img.example/missing.png' }] }] }}
      />
    ));
    const box = document.querySelector('[data-item-image]');
    const img = box?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://img.example/missing.png');
    expect(img?.getAttribute('alt')).toBe('');
    // public.css draws the fallback over a failed image through this class.
    expect(img?.classList.contains('sl-item-img')).toBe(true);
    // No section title: the item's heading comes right under the page's h1.
    expect(document.querySelector('h2')?.textContent).toBe('Logo');
  });

  it('drops an image address that is not http(s)', () => {
    expect(html({ sections: [{ items: [{ title: 'X', image: 'javascript:alert(1)' }] }] })).not.toContain('<img');
  });
});
