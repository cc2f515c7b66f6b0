import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { LIMITS } from '@sparklink/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import { multipart } from '../../helpers/multipart';
import { mutated, NASTY_STRINGS, toJsonText, weirdValue } from './mutations';
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

/** Fields as a form sends them: strings; arrays as repeated fields. */
const formFields = (value: unknown): { field: string; value: string }[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([field, v]) =>
        (Array.isArray(v) ? v : [v]).map((item) => ({
          field,
          value: typeof item === 'string' ? item : toJsonText(item),
        })),
      )
    : [];

/** One byte over the upload limit (api-contract §1.6), made once: it should meet a 413. */
const OVERSIZED = Buffer.alloc(LIMITS.uploadBytes + 1, 'x');

/** Real files, cut short, random bytes behind a real header, look-alikes, nothing, too much. */
function fileBody(samples: SampleFiles): fc.Arbitrary<Buffer> {
  const real = fc.constantFrom(samples.png, samples.jpeg, samples.pdf);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(OVERSIZED) },
    { weight: 6, arbitrary: real },
    {
      weight: 4,
      arbitrary: fc
        .tuple(real, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([b, f]) => b.subarray(0, Math.floor(b.length * f))),
    },
    { weight: 4, arbitrary: fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(real, fc.uint8Array({ minLength: 1, maxLength: 512 }))
        .map(([head, tail]) => Buffer.concat([head.subarray(0, 16), Buffer.from(tail)])),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
        Buffer.from('%PDF-1.4\n<script>alert(1)</script>'),
        Buffer.alloc(0),
      ),
    },
  );
}

const fileName = fc.oneof(
  fc.constantFrom(
    'photo.png',
    'cv.pdf',
    'a"b.png',
    'x\r\ny.png',
    '.png',
    'C:\\Users\\x\\cv.pdf',
    'a'.repeat(400) + '.pdf',
  ),
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const partContentType = fc.constantFrom(
  'image/png',
  'image/jpeg',
  'application/pdf',
  'text/html',
  'image/svg+xml',
  '',
  'x',
);

/** The ways a multipart body goes wrong on the wire after its parts are written. */
type Corruption = 'none' | 'truncate' | 'no-boundary' | 'wrong-boundary' | 'no-end' | 'lf-only' | 'preamble';
const corruption = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Corruption>('none') },
  {
    weight: 3,
    arbitrary: fc.constantFrom<Corruption>(
      'truncate',
      'no-boundary',
      'wrong-boundary',
      'no-end',
      'lf-only',
      'preamble',
    ),
  },
);

function corrupt(body: FuzzBody, how: Corruption, cut: number): FuzzBody {
  const payload = body.payload!;
  const contentType = body.headers['content-type']!;
  const boundary = contentType.split('boundary=')[1]!;
  switch (how) {
    case 'none':
      return body;
    case 'truncate':
      return { payload: payload.subarray(0, Math.floor(payload.length * cut)), headers: body.headers };
    case 'no-boundary':
      return { payload, headers: { 'content-type': 'multipart/form-data' } };
    case 'wrong-boundary':
      return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}x` } };
    case 'no-end':
      return { payload: payload.subarray(0, payload.length - boundary.length - 6), headers: body.headers };
    case 'lf-only':
      return {
        payload: Buffer.from(payload.toString('latin1').replaceAll('\r\n', '\n'), 'latin1'),
        headers: body.headers,
      };
    case 'preamble':
      return {
        payload: Buffer.concat([Buffer.from('junk before the first boundary\r\n'), payload]),
        headers: body.headers,
      };
  }
}

/** A multipart body for an upload route: the right or wrong field, real or broken files, odd names. */
function multipartBody(inputs: RouteInputs, { samples, known }: Fixtures): fc.Arbitrary<FuzzBody> {
  const expected = inputs.upload?.field ?? 'file';
  const filePart = fc.record({
    field: fc.oneof(
      { weight: 4, arbitrary: fc.constant(expected) },
      fc.constantFrom('image', 'resume', 'file', ''),
      oddFieldName(),
    ),
    filename: fileName,
    contentType: partContentType,
    body: fileBody(samples),
  });
  const fields = inputs.upload?.fields
    ? fc.oneof(shapeOf(inputs.upload.fields, known), mutated(shapeOf(inputs.upload.fields, known))).map(formFields)
    : fc.constant([]);
  const extraField = fc.record({
    field: oddFieldName(),
    value: fc.oneof(
      fc.constantFrom(...NASTY_STRINGS),
      fc.integer({ min: 2_000, max: 5_000 }).map((n) => 'x'.repeat(n)),
    ),
  });
  const messy = fc
    .tuple(
      fc.array(filePart, { maxLength: 3 }),
      fields,
      fc.array(extraField, { maxLength: 2 }),
      corruption,
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([files, named, extra, how, cut]) => corrupt(multipart([...named, ...extra, ...files]), how, cut));
  // Now and then an upload a browser would send, so the image and PDF pipelines run too.
  const clean = fc
    .tuple(fc.constantFrom(...Object.entries(samples)), fields)
    .map(([[kind, body], named]) =>
      multipart([...named, { field: expected, filename: `file.${kind}`, contentType: `application/${kind}`, body }]),
    );
  return fc.oneof({ weight: 3, arbitrary: messy }, { weight: 2, arbitrary: clean });
}

function oddFieldName() {
  return fc.oneof(fc.constantFrom('__proto__', 'constructor', 'a"b', 'x\r\ny', ''), fc.string({ maxLength: 20 }));
}

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
