/** @jsxImportSource @sparklink/public-site/html */
import { describe, expect, it } from 'vitest';
import { heldOneByte } from '../../test/held-one-byte';
import { asciiMarkup, escapeHtml, Html, oneByteAscii, type Child } from './jsx-runtime';

function Card({ title, children }: { title: string; children?: Child }) {
  return (
    <section className="card">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

describe('the HTML JSX runtime', () => {
  it('renders elements, React attribute names as HTML spells them, and void elements', () => {
    const html = (
      <head>
        <meta charSet="utf-8" />
        <link rel="alternate" hrefLang="fr" href="/fr" />
        <label htmlFor="name" className="label" tabIndex={0}>
          Name
        </label>
        <svg viewBox="0 0 24 24" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </head>
    ).html;
    expect(html).toBe(
      '<head><meta charset="utf-8"/><link rel="alternate" hreflang="fr" href="/fr"/>' +
        '<label for="name" class="label" tabindex="0">Name</label>' +
        '<svg viewBox="0 0 24 24" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></svg></head>',
    );
  });

  it('escapes text and attribute values, and never escapes rendered markup twice', () => {
    const evil = `<img src=x onerror="alert('1')"> & co`;
    const html = (
      <Card title={evil}>
        <a href={`/search?q=${evil}`}>{evil}</a>
      </Card>
    ).html;
    expect(html).toBe(
      '<section class="card"><h2>&lt;img src=x onerror=&quot;alert(&#x27;1&#x27;)&quot;&gt; &amp; co</h2>' +
        '<a href="/search?q=&lt;img src=x onerror=&quot;alert(&#x27;1&#x27;)&quot;&gt; &amp; co">' +
        '&lt;img src=x onerror=&quot;alert(&#x27;1&#x27;)&quot;&gt; &amp; co</a></section>',
    );
  });

  it('writes every character past ASCII as a numeric reference, a pair as one', () => {
    expect(escapeHtml('← Back · Café 😀 Ama’s')).toBe('&#x2190; Back &#xb7; Caf&#xe9; &#x1f600; Ama&#x2019;s');
    expect(escapeHtml('plain text ~')).toBe('plain text ~');
    expect((<p title="“quoted”">naïve</p>).html).toBe('<p title="&#x201c;quoted&#x201d;">na&#xef;ve</p>');
  });

  it('makes markup written elsewhere ASCII the same way, leaving its tags and references alone', () => {
    expect(asciiMarkup('<button aria-label="Fermer ×">Café 😀 &amp;</button>')).toBe(
      '<button aria-label="Fermer &#xd7;">Caf&#xe9; &#x1f600; &amp;</button>',
    );
  });

  it('holds what it writes one byte a character, even from text that V8 held two', () => {
    // A text with a character past Latin-1 is held two bytes a character, and so is every slice
    // of it: one such slice in a document made the whole gallery two bytes a character.
    const label = '\u2190 Back to profile';
    expect(heldOneByte(label.slice(2))).toBe(false);
    expect(heldOneByte(oneByteAscii(label.slice(2)))).toBe(true);
    expect(escapeHtml(label)).toBe('&#x2190; Back to profile');
    expect(heldOneByte(escapeHtml(label))).toBe(true);
    expect(heldOneByte((<dd title="\u2713 yes">{'\u2014 \u2717 Not available'}</dd>).html)).toBe(true);
    expect(heldOneByte(asciiMarkup('<button aria-label="Close \u00d7">\u2192 Next</button>'))).toBe(true);
    // Latin-1 text was one byte a character all along, and stays so.
    expect(heldOneByte(escapeHtml('Caf\u00e9 \u00b7 Accra'))).toBe(true);
  });

  it('drops null, undefined and false; renders 0; says true and false out loud only for aria and data', () => {
    const html = (
      <div aria-hidden={true} data-open={false} hidden={false} id={undefined}>
        {null}
        {undefined}
        {false}
        {0}
        {[1, [2, 'three']]}
        <input required disabled={false} />
      </div>
    ).html;
    expect(html).toBe('<div aria-hidden="true" data-open="false">012three<input required/></div>');
  });

  it('renders fragments, components returning null and raw inner HTML', () => {
    const Nothing = () => null;
    const html = (
      <>
        <Nothing />
        <span dangerouslySetInnerHTML={{ __html: '<b>trusted</b>' }} />
        {new Html('<i>already rendered</i>')}
      </>
    ).html;
    expect(html).toBe('<span><b>trusted</b></span><i>already rendered</i>');
  });

  it('refuses what cannot be written as HTML instead of sending it wrong', () => {
    const attributes = (props: Record<string, unknown>) => <div {...props} />;
    expect(() => attributes({ onClick: () => undefined })).toThrow(
      '<div onClick>: only text, numbers and booleans render as HTML attributes',
    );
    expect(() => attributes({ style: { color: 'red' } })).toThrow(
      '<div style>: only text, numbers and booleans render as HTML attributes',
    );
    expect(() => attributes({ autoPlay: true })).toThrow('No HTML name known for the attribute "autoPlay"');
  });
});
