import type { JSX as ReactJSX } from 'react';

/**
 * A JSX runtime that renders straight to an HTML string, for the public pages' server-only markup
 * (docs/decisions/028-public-markup-without-react.md). A file opts in with
 * `/** @jsxImportSource @sparklink/public-site/html *\/`. Elements become `Html` as they are written, so a
 * page is one pass of string building: no element tree, no second walk, no hydration markers.
 * Every string and number is escaped unless it is already `Html`, so output is safe by default.
 */
export class Html {
  constructor(readonly html: string) {}
}

export type Child = Html | string | number | boolean | null | undefined | readonly Child[];

type Props = { children?: Child; dangerouslySetInnerHTML?: { __html: string }; [name: string]: unknown };
type Component = (props: any) => Html | null;

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** React's names for attributes the public views use, as HTML (and SVG) spell them. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  charSet: 'charset',
  hrefLang: 'hreflang',
  httpEquiv: 'http-equiv',
  autoComplete: 'autocomplete',
  autoFocus: 'autofocus',
  tabIndex: 'tabindex',
  srcSet: 'srcset',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  fetchPriority: 'fetchpriority',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
  viewBox: 'viewBox',
};

const NEEDS_ESCAPE = /["&'<>\u0080-\uffff]/;
const ENTITIES: Record<number, string> = { 34: '&quot;', 38: '&amp;', 39: '&#x27;', 60: '&lt;', 62: '&gt;' };

/**
 * The same ASCII text, held one byte a character. V8 keeps a slice or a replacement of a string
 * that held a character past Latin-1 two bytes a character, even when every character left is
 * ASCII, and one such piece makes the whole document two bytes a character once it is joined:
 * twice the memory, a gallery of 100 past V8's large-object size (a fresh mapping, and its page
 * faults, on every render) and a narrowing copy when it is turned into bytes. JSON.parse makes a
 * one-byte string of one-byte text; the text is short, a title or a label.
 */
export function oneByteAscii(ascii: string): string {
  return JSON.parse(JSON.stringify(ascii)) as string;
}

/**
 * Escapes text and attribute values alike (the characters React escapes). Every character past
 * ASCII goes out as a numeric reference too, so a document is plain ASCII: V8 then holds it one
 * byte a character, and its UTF-8 bytes are its Latin-1 bytes, which Node writes several times
 * faster than it encodes UTF-8 (decision 028). The browser reads the same text either way.
 */
export function escapeHtml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  let out = '';
  let last = 0;
  let wide = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80 && code !== 34 && code !== 38 && code !== 39 && code !== 60 && code !== 62) continue;
    const point = code > 0xff ? text.codePointAt(i)! : code;
    if (code > 0xff) wide = true;
    out += text.slice(last, i) + (ENTITIES[point] ?? `&#x${point.toString(16)};`);
    if (point > 0xffff) i++; // the pair's second half is part of this reference
    last = i + 1;
  }
  if (last === 0) return text;
  out += text.slice(last);
  // A text with a character past Latin-1 was held two bytes a character, and so are its slices.
  return wide ? oneByteAscii(out) : out;
}

/**
 * `text` with each match of `pattern` (single characters, every one past ASCII among them)
 * replaced by its ASCII `reference`, held one byte a character like escapeHtml's output.
 */
export function replaceToAscii(text: string, pattern: RegExp, reference: (point: number) => string): string {
  let wide = false;
  const ascii = text.replace(pattern, (c) => {
    const point = c.codePointAt(0)!;
    if (point > 0xff) wide = true;
    return reference(point);
  });
  return wide ? oneByteAscii(ascii) : ascii;
}

/**
 * Markup written elsewhere (React's, for an island) made ASCII as escapeHtml makes text: each
 * character past ASCII as a numeric reference, which reads the same in text and attribute values.
 */
export const asciiMarkup = (html: string): string =>
  replaceToAscii(html, /[^\x00-\x7f]/gu, (point) => `&#x${point.toString(16)};`);

/** Every attribute name met so far, as HTML spells it: a page asks for the same few hundred times. */
const htmlNames = new Map<string, string>(Object.entries(ATTRIBUTE_NAMES));

function attributeName(name: string): string {
  const known = htmlNames.get(name);
  if (known) return known;
  // A React name this table lacks would go out misspelt; fail where it is written instead.
  if (/[A-Z]/.test(name)) throw new TypeError(`No HTML name known for the attribute "${name}"`);
  htmlNames.set(name, name);
  return name;
}

function attributes(type: string, props: Props): string {
  let out = '';
  for (const name in props) {
    const value = props[name];
    if (name === 'children' || name === 'dangerouslySetInnerHTML' || name === 'key' || value == null) continue;
    if (typeof value === 'boolean') {
      // aria-* and data-* say true and false out loud; other booleans are present or absent.
      if (name.startsWith('aria-') || name.startsWith('data-')) out += ` ${name}="${value}"`;
      else if (value) out += ` ${attributeName(name)}`;
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new TypeError(`<${type} ${name}>: only text, numbers and booleans render as HTML attributes`);
    out += ` ${attributeName(name)}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** The HTML of children: text escaped, `Html` as it is, nothing for null, undefined and booleans. */
export function renderChildren(children: Child): string {
  if (children == null || typeof children === 'boolean') return '';
  if (children instanceof Html) return children.html;
  if (typeof children === 'string') return escapeHtml(children);
  if (typeof children === 'number') return String(children);
  let out = '';
  for (const child of children) out += renderChildren(child);
  return out;
}

const EMPTY = new Html('');

export function jsx(type: string | Component, props: Props): Html {
  if (typeof type === 'function') return type(props) ?? EMPTY;
  const open = `<${type}${attributes(type, props)}`;
  // Void elements close themselves as React writes them, so the markup reads the same as before.
  if (VOID_ELEMENTS.has(type)) return new Html(`${open}/>`);
  const inner = props.dangerouslySetInnerHTML?.__html ?? renderChildren(props.children);
  return new Html(`${open}>${inner}</${type}>`);
}

export const jsxs = jsx;
export const jsxDEV = jsx;

export function Fragment({ children }: { children?: Child }): Html {
  return new Html(renderChildren(children));
}

/** React's attribute types, without what has no meaning in a string: events, refs, style objects (`style` is text). */
type StaticAttributes<T> = {
  [
    K in keyof T as K extends `on${string}` | 'ref' | 'style' | 'children' | 'dangerouslySetInnerHTML' ? never : K
  ]: T[K];
} & { children?: Child; dangerouslySetInnerHTML?: { __html: string }; style?: string };

// TypeScript looks JSX types up in a namespace of this name; a module cannot stand in for it.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace JSX {
  type Element = Html;
  interface ElementChildrenAttribute {
    children: object;
  }
  type IntrinsicElements = { [K in keyof ReactJSX.IntrinsicElements]: StaticAttributes<ReactJSX.IntrinsicElements[K]> };
}
