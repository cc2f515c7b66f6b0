import { LIMITS } from '@sparklink/contract';
import fc from 'fast-check';
import { multipart } from '../../helpers/multipart';
import type { Fixtures, FuzzBody, RouteInputs, SampleFiles } from './bodies';
import { mutated, NASTY_STRINGS, toJsonText } from './mutations';
import { shapeOf } from './schema-arbitrary';

/** Multipart bodies for the upload routes: real and broken files, odd parts, damaged wire format. */

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
export function multipartBody(inputs: RouteInputs, { samples, known }: Fixtures): fc.Arbitrary<FuzzBody> {
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
