import fc from 'fast-check';
import type { z } from 'zod';
import { mutated, NASTY_STRINGS, toJsonText } from './mutations';
import { shapeOf, type KnownValues } from './schema-arbitrary';

/** A path parameter: the caller's real id (so handlers get past their 404) or something odd. */
export type ParamValue = { kind: 'valid'; suffix: string } | { kind: 'raw'; text: string };

/** Like encodeURIComponent, but a lone surrogate goes out as the UTF-8 of U+FFFD instead of throwing. */
export const percentEncoded = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
const doubleEncoded = (value: string) => percentEncoded(percentEncoded(value));

/** Already on the wire: broken escapes, overlong UTF-8, encoded slashes and dots, NUL. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%C0%AF',
  '%E0%80%80',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%2e%2e',
  '%2F',
  '%5C',
  '..',
  '.',
  'a%20b',
  '%252e%252e',
  '%u0041',
  '+',
];

export const paramValue: fc.Arbitrary<ParamValue> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'valid', suffix: '' } as const) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%20', '%00', 'x', '/', '%2F', '.json', '%', '?', '#')
      .map((suffix) => ({ kind: 'valid', suffix }) as const),
  },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc.constantFrom(...RAW_SEGMENTS),
        fc.uuid(),
        fc.constantFrom(...NASTY_STRINGS).map(percentEncoded),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(percentEncoded),
        fc.string({ minLength: 1, maxLength: 40 }).map(doubleEncoded),
        fc.integer({ min: 90, max: 2_000 }).map((length) => 'a'.repeat(length)),
      )
      .map((text) => ({ kind: 'raw', text }) as const),
  },
);

/** Rewrites of a route's fixed segments the router may still decode into the same route. */
export type PathTwist =
  'none' | 'encode-letter' | 'double-slash' | 'trailing-slash' | 'upper-case' | 'dot-segment' | 'matrix';
export const pathTwist = fc.oneof(
  { weight: 9, arbitrary: fc.constant<PathTwist>('none') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<PathTwist>(
      'encode-letter',
      'double-slash',
      'trailing-slash',
      'upper-case',
      'dot-segment',
      'matrix',
    ),
  },
);

export function twistPath(path: string, twist: PathTwist): string {
  switch (twist) {
    case 'none':
      return path;
    case 'encode-letter':
      return path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
    case 'double-slash':
      return path.replace('/', '//');
    case 'trailing-slash':
      return `${path}/`;
    case 'upper-case':
      return path.toUpperCase();
    case 'dot-segment':
      return path.replace(/^\/([^/]+)\//, '/$1/./');
    case 'matrix':
      return `${path};jsessionid=1`;
  }
}

const RAW_QUERIES = [
  '%zz',
  'a=%',
  '&&&',
  '=',
  '==&=',
  'limit=1&limit=2',
  'offset=1&offset=x',
  'limit=1e309',
  'limit=-0',
  'limit=0x10',
  'limit= 5 ',
  'offset=99999999999999999999999',
  '__proto__[x]=1',
  '__proto__=x',
  'constructor[prototype][x]=1',
  'category[]=a&category[]=b',
  'category[a]=1',
  'username=%00',
  'username=%C0%AF',
  'username[]=x',
  'token=x&google=true',
];

const queryPair = (key: string, value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((item) => item !== undefined)
    .map((item) => `${percentEncoded(key)}=${percentEncoded(typeof item === 'string' ? item : toJsonText(item))}`);

const asQuery = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value)
        .flatMap(([key, item]) => queryPair(key, item))
        .join('&')
    : percentEncoded(typeof value === 'string' ? value : toJsonText(value));

/** A query string without its `?`: none, from the route's schema (plain or mutated), or raw junk. */
export function queryArbitrary(schema: z.ZodType | undefined, known: KnownValues): fc.Arbitrary<string> {
  const fromSchema = schema ? [shapeOf(schema, known), mutated(shapeOf(schema, known))] : [];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    ...fromSchema.map((arbitrary) => ({ weight: 3, arbitrary: arbitrary.map(asQuery) })),
    { weight: 2, arbitrary: fc.constantFrom(...RAW_QUERIES) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 30 })).map(asQuery),
    },
    { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 40_000 }).map((length) => `q=${'x'.repeat(length)}`) },
  );
}

/** Header text as a client could send it: printable ASCII and Latin-1, no CR, LF or NUL. */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** Authorization when the case does not use the signed-in user's token as is. */
export type AuthChoice =
  { kind: 'owner' } | { kind: 'none' } | { kind: 'tampered'; how: string } | { kind: 'raw'; value: string };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FORGED = [
  `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'x', tv: 0 })}.`,
  `Bearer ${b64({ alg: 'HS256' })}.${b64({ sub: { $ne: null } })}.sig`,
  `Bearer ${b64({ alg: 'HS256' })}.${'A'.repeat(20_000)}.sig`,
  'Bearer a.b.c',
  'Bearer ...',
  'Bearer',
  'Bearer ',
  'Basic dXNlcjpwYXNz',
  'Digest x',
  ' ',
  'null',
];

export const authChoice = (ownerWeight: number): fc.Arbitrary<AuthChoice> =>
  fc.oneof(
    { weight: ownerWeight, arbitrary: fc.constant({ kind: 'owner' } as const) },
    { weight: 3, arbitrary: fc.constant({ kind: 'none' } as const) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('lower-scheme', 'no-scheme', 'suffix', 'prefix', 'truncate', 'flip', 'twice', 'huge')
        .map((how) => ({ kind: 'tampered', how }) as const),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...FORGED),
          headerText(200).map((value) => `Bearer ${value}`),
          headerText(100),
        )
        .map((value) => ({ kind: 'raw', value }) as const),
    },
  );

export function authorizationFor(choice: AuthChoice, token: string): string | undefined {
  switch (choice.kind) {
    case 'owner':
      return `Bearer ${token}`;
    case 'none':
      return undefined;
    case 'raw':
      return choice.value;
    case 'tampered':
      return {
        'lower-scheme': `bearer ${token}`,
        'no-scheme': token,
        suffix: `Bearer ${token}x`,
        prefix: `Bearer x${token}`,
        truncate: `Bearer ${token.slice(0, -5)}`,
        flip: `Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
        twice: `Bearer ${token}, Bearer ${token}`,
        huge: `Bearer ${token}${'A'.repeat(60_000)}`,
      }[choice.how];
  }
}

const HEADER_VALUES: Record<string, fc.Arbitrary<string>> = {
  'accept-encoding': fc.oneof(
    fc.constantFrom('gzip;q=abc', 'br, gzip, *', 'identity;q=0', '*;q=0', 'x-junk', 'gzip;q=1e309', ',,,', 'deflate'),
    headerText(40),
  ),
  accept: fc.oneof(fc.constantFrom('*/*', 'text/html', 'application/xml', 'application/json;q=0', ''), headerText(40)),
  cookie: fc.oneof(
    fc.constantFrom('a=%E0%A4%A', '=;=;', 'a="b', `${'c'.repeat(30)}=${'v'.repeat(4000)}`, '__proto__=1', 'pa_x=x.y.z'),
    headerText(200),
  ),
  origin: fc.constantFrom('null', 'https://evil.example', 'http://localhost:5173', 'javascript:alert(1)', ''),
  'x-forwarded-for': fc.oneof(
    fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', 'unknown', '999.999.999.999'),
    headerText(60),
  ),
  'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"x", W/"y"', ''), headerText(60)),
  'if-modified-since': fc.oneof(fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday'), headerText(30)),
  range: fc.constantFrom('bytes=0-0', 'bytes=99999999-', 'bytes=abc', 'bytes=5-1', 'bytes=0-1,2-3,4-5', 'items=1-2'),
  'x-page-access': fc.oneof(fc.constantFrom('x.y.z', ''), headerText(120)),
  'accept-language': headerText(60),
  'user-agent': headerText(300),
  'access-control-request-method': fc.constantFrom('GET', 'DELETE', 'PATCH', 'x', ''),
  'access-control-request-headers': fc.oneof(
    fc.constantFrom('authorization', 'x-page-access, content-type'),
    headerText(40),
  ),
};

/** Up to three of the other headers a client controls, with odd values. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.oneof(...Object.entries(HEADER_VALUES).map(([name, value]) => value.map((text) => [name, text] as const))),
    { maxLength: 3 },
  )
  .map((entries) => Object.fromEntries(entries));
