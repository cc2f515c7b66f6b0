import { describe, expect, it } from 'vitest';
import { inertPreviewHtml } from './inert-preview';

describe('inertPreviewHtml', () => {
  it('drops what would count a view or run, and stops links answering taps', () => {
    const html = inertPreviewHtml(
      '<!doctype html><html><head><meta name="sl-view" content="type=profile_view"><script type="module" src="/b.js"></script></head>' +
        '<body><a href="/api/r/1">Link</a><noscript><img src="/api/public/events/pixel.gif"></noscript></body></html>',
    );
    expect(html).not.toContain('sl-view');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('pixel.gif');
    expect(html).toContain('<a href="/api/r/1">Link</a>');
    expect(html).toContain('a,button,summary,input,select,textarea,label,form{pointer-events:none}');
  });
});
