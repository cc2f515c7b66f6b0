import fc from 'fast-check';

/** A JSON token written as is: numbers JSON.stringify cannot spell (1e309, -0, 30 digits). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text for a fuzzed value: own `__proto__` keys kept, RawJson tokens inlined. */
export function toJsonText(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raw.push(item.text);
    return `\u0001raw${raw.length - 1}\u0001`;
  });
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raw[Number(index)]!);
}

/** Strings that have broken servers: NUL, lone surrogates, bidi overrides, injection bait. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202egnp.exe',
  '\ufeff',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Ａｄｍｉｎ',
  'İı ß ﬃ',
  '\r\n\t\v\f\b',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '" OR 1=1 --',
  '${7*7}{{7*7}}',
  '%00%ff%',
  'null',
  'undefined',
  'true',
  'false',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'DELETE',
  '[]',
  '{}',
  '__proto__',
];

const PROTO_OBJECTS = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"polluted":true}}',
  '{"__proto__":null}',
].map((text) => JSON.parse(text) as unknown);

const RAW_NUMBERS = ['1e309', '-1e309', '-0', '1e-400', '9007199254740993', '123456789012345678901234567890', '0.1e1'];

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
};

const hugeString = fc
  .tuple(fc.integer({ min: 2_000, max: 300_000 }), fc.constantFrom('x', 'é', '😀', '\u0000', '<'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** A value of the wrong kind for almost any field. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0, 2 ** 53, -(2 ** 31), [], {}) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_OBJECTS) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2, max: 1_000 }), fc.boolean()).map(([d, a]) => nested(d, 1, a)) },
  { weight: 1, arbitrary: fc.integer({ min: 60, max: 20_000 }).map((length) => Array.from({ length }, () => 'a')) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys an object should never trust: prototype ones, and the empty or nasty ones. */
const oddKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', ''),
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 12 }),
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (out.length > 200 || !value || typeof value !== 'object' || value instanceof RawJson) return out;
  for (const key of Object.keys(value)) {
    pathsOf((value as Record<string, unknown>)[key], [...path, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

/** A copy of `value` with `update` applied at `path`; keys are always own properties. */
function updateAt(value: unknown, path: Path, update: (old: unknown) => unknown): unknown {
  if (path.length === 0) return update(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? updateAt(item, rest, update) : item));
  const entries = Object.entries(value as Record<string, unknown>);
  return Object.fromEntries(entries.map(([key, item]) => [key, key === head ? updateAt(item, rest, update) : item]));
}

const REMOVED = Symbol('removed');

const withoutRemoved = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.filter((item) => item !== REMOVED);
  if (!value || typeof value !== 'object' || value instanceof RawJson) return value;
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== REMOVED));
};

type Mutation =
  | { kind: 'replace'; at: number; with: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'add-key'; at: number; key: string; with: unknown }
  | { kind: 'wrap-in-array'; at: number }
  | { kind: 'stringify'; at: number }
  | { kind: 'poison'; at: number; with: string; cut: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace'), at: fc.nat(), with: weirdValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove'), at: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('add-key'), at: fc.nat(), key: oddKey, with: weirdValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap-in-array'), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stringify'), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('poison'),
      at: fc.nat(),
      with: fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\ufeff'),
      cut: fc.nat(),
    }),
  },
) as fc.Arbitrary<Mutation>;

function apply(value: unknown, change: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[change.at % paths.length]!;
  const parent = path.slice(0, -1);
  switch (change.kind) {
    case 'replace':
      return updateAt(value, path, () => change.with);
    case 'remove':
      return path.length === 0
        ? undefined
        : updateAt(
            updateAt(value, path, () => REMOVED),
            parent,
            withoutRemoved,
          );
    case 'add-key':
      return updateAt(value, path, (old) =>
        old && typeof old === 'object' && !Array.isArray(old) && !(old instanceof RawJson)
          ? Object.fromEntries([...Object.entries(old), [change.key, change.with]])
          : Object.fromEntries([[change.key, change.with]]),
      );
    case 'wrap-in-array':
      return updateAt(value, path, (old) => [old]);
    case 'stringify':
      return updateAt(value, path, (old) => (typeof old === 'string' ? old : toJsonText(old)));
    case 'poison':
      // A character no one types, inside text that is otherwise valid (a real username, a title).
      return updateAt(value, path, (old) => {
        const text = typeof old === 'string' ? old : '';
        const at = change.cut % (text.length + 1);
        return text.slice(0, at) + change.with + text.slice(at);
      });
  }
}

/** One to three mutations of a valid-shaped value: wrong types, missing and extra keys, odd values. */
export const mutated = (shape: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc
    .tuple(shape, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) => changes.reduce(apply, value));
