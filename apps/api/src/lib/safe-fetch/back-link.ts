import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * An address reduced to what "the same portfolio" means: the host (lower case, as URL gives it)
 * with its port, and the path without trailing slashes. http and https count as one, as does
 * any query or fragment.
 */
export function portfolioKey(address: string, base?: URL): string | undefined {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  let path = url.pathname;
  while (path.endsWith('/')) path = path.slice(0, -1);
  return `${url.host}${decodeURIComponentSafe(path).toLowerCase()}`;
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** rel is a list of tokens separated by ASCII whitespace, compared without case. */
const hasMe = (rel: string | undefined) =>
  (rel ?? '').split(/[\t\n\f\r ]+/).some((token) => token.toLowerCase() === 'me');

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}

/**
 * Whether the page (parsed by a real HTML parser, as a browser would) has an <a> or <link> with
 * rel="me" whose href, resolved against the page's address, is one of the portfolio addresses.
 */
export function linksBackTo(html: string, pageUrl: URL, portfolioAddresses: string[]): boolean {
  const wanted = new Set(portfolioAddresses.map((address) => portfolioKey(address)).filter(Boolean));
  for (const element of elements(parse(html))) {
    if (element.tagName !== 'a' && element.tagName !== 'link') continue;
    if (!hasMe(attr(element, 'rel'))) continue;
    const href = attr(element, 'href');
    if (href !== undefined && wanted.has(portfolioKey(href.trim(), pageUrl))) return true;
  }
  return false;
}
