import fc from 'fast-check';
import type { z } from 'zod';

/** Values that exist in the fuzzed database, by field name (`username`, `slug`, `email`). */
export type KnownValues = Record<string, fc.Arbitrary<unknown>>;

/**
 * Valid-shaped values for a contract schema: the right keys and types, lengths and patterns taken
 * from the schema's checks, and now and then a value that exists (a real username) for a field
 * of that name. They are the seeds the mutations in ./mutations.ts start from, so a good share of
 * fuzzed requests get past validation and lookups, into the services.
 */
export function shapeOf(schema: z.ZodType, known: KnownValues = {}): fc.Arbitrary<unknown> {
  const shape = (inner: z.ZodType) => shapeOf(inner, known);
  const def = schema._zod.def as unknown as ZodDef;
  switch (def.type) {
    case 'string':
      return stringShape(def);
    case 'number':
      return numberShape(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'null':
      return fc.constant(null);
    case 'object':
      return objectShape(def, known);
    case 'array':
      return fc.array(shape(def.element!), { maxLength: Math.min(arrayMax(def), 4) });
    case 'optional':
    case 'default':
    case 'catch':
      return fc.option(shape(def.innerType!), { nil: undefined, freq: 5 });
    case 'nullable':
      return fc.option(shape(def.innerType!), { nil: null, freq: 5 });
    case 'pipe':
      return shape(pipeSide(def));
    case 'union':
      return fc.oneof(...def.options!.map(shape));
    default:
      // unknown, any, transform, custom: nothing to learn from, so anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** True for a key the object shape may leave out (optional, defaulted or caught). */
export function isOptional(schema: z.ZodType): boolean {
  return ['optional', 'default', 'catch'].includes((schema._zod.def as unknown as ZodDef).type);
}

interface ZodCheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
}

interface ZodDef {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: ZodCheckDef } }[];
  entries?: Record<string, string>;
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
}

const checksOf = (def: ZodDef): ZodCheckDef[] => [
  ...(def.format ? [{ check: 'string_format', format: def.format, pattern: def.pattern }] : []),
  ...(def.checks ?? []).map((check) => check._zod.def),
];

function stringShape(def: ZodDef): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const minLength = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum!));
  const maxLength = Math.min(64, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum!));
  const format = checks.find((c) => c.check === 'string_format');
  if (format?.format === 'email') return fc.emailAddress();
  const free = fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' });
  if (!format?.pattern) return free;
  try {
    return fc.stringMatching(format.pattern).map((text) => text.slice(0, maxLength));
  } catch {
    // fast-check cannot generate from every pattern (lookaheads); free text still fits the shape.
    return free;
  }
}

function numberShape(def: ZodDef): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const min = Math.max(-1e6, ...checks.filter((c) => c.check === 'greater_than').map((c) => c.value!));
  const max = Math.min(1e6, ...checks.filter((c) => c.check === 'less_than').map((c) => c.value!));
  if (checks.some((c) => c.check === 'number_format')) return fc.integer({ min, max });
  return fc.double({ min, max, noNaN: true });
}

const arrayMax = (def: ZodDef) =>
  Math.min(
    Infinity,
    ...checksOf(def)
      .filter((c) => c.check === 'max_length')
      .map((c) => c.maximum!),
  );

function objectShape(def: ZodDef, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const fields = def.shape!;
  const keys = Object.keys(fields);
  const requiredKeys = keys.filter((key) => !isOptional(fields[key]!));
  const field = (key: string) => {
    const generated = shapeOf(fields[key]!, known);
    return known[key] ? fc.oneof(known[key], generated) : generated;
  };
  return fc.record(Object.fromEntries(keys.map((key) => [key, field(key)])), { requiredKeys });
}

/**
 * `.transform()` is a pipe into a transform: the input side has the shape. `z.preprocess()` is a
 * pipe out of one: the output side has it. A pipe between two schemas (an e-mail after a trimmed
 * string) is shaped by its stricter, output side.
 */
function pipeSide(def: ZodDef): z.ZodType {
  const outType = (def.out!._zod.def as unknown as ZodDef).type;
  return outType === 'transform' ? def.in! : def.out!;
}
