import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { z } from 'zod';
import { mutated, toJsonText, weirdValue } from './mutations';
import { multipartBody } from './multipart-bodies';
import { shapeOf, type KnownValues } from './schema-arbitrary';

/** What a route reads: a JSON body, a multipart upload, or a urlencoded form (the no-JS unlock). */
export interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
  upload?: { field: string; fields?: z.ZodType };
  form?: z.ZodType;
}

/** Real files the upload routes accept, made once per run (sharp is too slow to call per case). */
export interface SampleFiles {
  png: Buffer;
  jpeg: Buffer;
  pdf: Buffer;
}

/** What the generators borrow from the fuzzed database: real files and existing values. */
export interface Fixtures {
  samples: SampleFiles;
  known: KnownValues;
}

export interface FuzzBody {
  payload?: Buffer;
  headers: Record<string, string>;
}

const text = (payload: string, contentType?: string): FuzzBody => ({
  payload: Buffer.from(payload),
  headers: contentType === undefined ? {} : { 'content-type': contentType },
});

const json = (value: unknown, contentType = 'application/json') => text(toJsonText(value), contentType);

/** Broken JSON: cut short, nested past any sane depth, duplicate or prototype keys, a BOM, NUL. */
const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    'NaN',
    '{"a":NaN}',
    '{"a":1e309}',
    '{"a":-0}',
    '{a:1}',
    "{'a':1}",
    '{"a":1,}',
    '\ufeff{}',
    '\u0000',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":1,"a":2}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '"just a string"',
    '12345678901234567890123456789',
    'true',
    'null',
    '[]',
  ),
  fc.integer({ min: 1_000, max: 120_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1_000, max: 60_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.integer({ min: 1_000, max: 60_000 }).map((depth) => '['.repeat(depth)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Content types a JSON route should refuse or survive: charsets, casing, lists, unknown ones. */
const oddContentType = fc.constantFrom(
  'text/plain',
  'text/plain; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset="utf-8"; boundary=x',
  'application/json; charset=../../x',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/jsonx',
  'application/vnd.api+json',
  'application/csp-report',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  '*/*',
  ';',
  '',
);

const formOf = (value: unknown) =>
  value && typeof value === 'object'
    ? new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : toJsonText(v)]))
    : new URLSearchParams(String(value));

/** Valid-shaped bodies from the schema, mutated ones, broken JSON and bodies of other types. */
export function bodyArbitrary(inputs: RouteInputs, fixtures: Fixtures): fc.Arbitrary<FuzzBody> {
  const schema = inputs.body ?? inputs.form ?? inputs.upload?.fields;
  const shape = schema ? shapeOf(schema, fixtures.known) : fc.jsonValue({ maxDepth: 2 });
  const jsonType = inputs.form ? 'application/x-www-form-urlencoded' : 'application/json';
  const asBody = (value: unknown) => (inputs.form ? text(formOf(value).toString(), jsonType) : json(value));
  const plain = fc.oneof(
    { weight: inputs.upload ? 1 : 3, arbitrary: shape.map(asBody) },
    { weight: inputs.upload ? 1 : 6, arbitrary: mutated(shape).map(asBody) },
    { weight: 2, arbitrary: weirdValue.map(asBody) },
    { weight: 2, arbitrary: brokenJson.map((raw) => text(raw, jsonType)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(shape, brokenJson), oddContentType)
        .map(([v, type]) => text(typeof v === 'string' ? v : toJsonText(v), type)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<FuzzBody>({ headers: {} }, text('', 'application/json'), text('', undefined)),
    },
    { weight: inputs.upload ? 8 : 1, arbitrary: multipartBody(inputs, fixtures) },
  );
  return fc.tuple(plain, contentEncoding).map(([body, encode]) => encode(body));
}

type Encode = (body: FuzzBody) => FuzzBody;

const encoded =
  (name: string, zip: (b: Buffer) => Buffer): Encode =>
  (body) =>
    body.payload ? { payload: zip(body.payload), headers: { ...body.headers, 'content-encoding': name } } : body;
const labelled =
  (name: string): Encode =>
  (body) => ({ ...body, headers: { ...body.headers, 'content-encoding': name } });

/** Request bodies compressed rightly, labelled wrongly, or in encodings nobody speaks. */
const contentEncoding: fc.Arbitrary<Encode> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Encode>((body) => body) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      encoded('gzip', gzipSync),
      encoded('deflate', deflateSync),
      encoded('br', brotliCompressSync),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'gzip, br', 'x-junk', '', 'GZIP').map(labelled),
  },
);
