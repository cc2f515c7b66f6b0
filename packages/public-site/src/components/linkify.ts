/**
 * Finds e-mail addresses, international phone numbers and web addresses in an owner's page text,
 * so the page can link them (decision 054). Only three kinds of href ever come out: `mailto:`,
 * `tel:` and `https:`; everything else, `javascript:`, `data:` and `http:` included, stays text.
 * The result is plain pieces: the view renders them through the HTML runtime, which escapes them.
 */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

// Local part and domain as people write them; the domain needs a dot and a 2+ letter ending.
const EMAIL = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`;
// Only `https://` or a bare `www.`; the address runs to the next space or angle bracket/quote.
const WEB = String.raw`(?:https:\/\/|www\.)[^\s<>"'\`]+`;
// A phone number only when it starts with `+` and a country code: years and prices never do.
const PHONE = String.raw`\+[1-9]\d{0,2}(?:[ .-]?\(?\d{1,4}\)?){2,5}`;

const PATTERN = new RegExp(`(${EMAIL})|(${WEB})|(${PHONE})`, 'gi');

/** Characters a sentence ends with, rather than the address: "see https://x.com/a." */
const TRAILING = /[.,;:!?)\]}]+$/;

/** A phone's digits: 8 to 15 in all (E.164 allows at most 15). */
const phoneDigits = (text: string) => text.replace(/\D/g, '');

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = pieces.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else pieces.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index;
    const [whole, email, web] = match;
    const before = text[start - 1] ?? '';
    const after = text[start + whole.length] ?? '';
    const link = linkOf(whole, email, web, before, after);
    if (!link) continue;
    pushText(text.slice(last, start));
    pieces.push(link);
    last = start + link.text.length;
  }
  pushText(text.slice(last));
  return pieces;
}

function linkOf(
  whole: string,
  email: string | undefined,
  web: string | undefined,
  before: string,
  after: string,
): Extract<TextPiece, { kind: 'link' }> | undefined {
  // Inside a word ("abc+x@y.com" is one address; "foo.https://" or "a+233…" is not a start).
  if (/[A-Za-z0-9]/.test(before)) return undefined;
  if (email) {
    // "me@site.comxyz" or "a@b.co@c": not an address a person wrote; left as text.
    if (/[A-Za-z0-9@_%+-]/.test(after)) return undefined;
    return { kind: 'link', text: email, href: `mailto:${email}`, external: false };
  }
  if (web) {
    const address = trimTrailing(web);
    const href = address.toLowerCase().startsWith('www.') ? `https://${address}` : address;
    if (!isHttps(href)) return undefined;
    return { kind: 'link', text: address, href, external: true };
  }
  if (/[A-Za-z0-9]/.test(after)) return undefined;
  const phone = whole.replace(/[\s.-]+$/, '');
  const digits = phoneDigits(phone);
  if (digits.length < 8 || digits.length > 15) return undefined;
  return { kind: 'link', text: phone, href: `tel:+${digits}`, external: false };
}

/** Drops sentence punctuation after an address, keeping a closing bracket that has its opening. */
function trimTrailing(address: string): string {
  let trimmed = address.replace(TRAILING, '');
  const rest = address.slice(trimmed.length);
  if (rest.startsWith(')') && countOf(trimmed, '(') > countOf(trimmed, ')')) trimmed += ')';
  return trimmed;
}

const countOf = (text: string, character: string) => text.split(character).length - 1;

/** A web address is linked only when it parses as https with a host that has a dot. */
function isHttps(href: string): boolean {
  if (!URL.canParse(href)) return false;
  const url = new URL(href);
  return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
}
