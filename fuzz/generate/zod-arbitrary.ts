import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of a zod 4 schema's INPUT, read from zod's own introspection
 * (`schema._zod.def`). No maintained library does this for zod 4 and fast-check 4 (see decision 017);
 * the protocol's schemas use few kinds, covered here. Refinements (`refine`, `superRefine`) cannot be
 * read, so values meant to be valid are usually but not always so; the fuzzer sends both anyway.
 */
type Def = Record<string, unknown> & { type: string };
type AnySchema = z.ZodType;
/** A schema whose values are better drawn some other way, e.g. an array with a refinement. */
export type Overrides = ReadonlyMap<AnySchema, fc.Arbitrary<unknown>>;

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Def[] =>
  ((def.checks as { _zod: { def: Def } }[] | undefined) ?? []).map((check) => check._zod.def);

/** An arbitrary of values the schema should accept, with the overrides for schemas it contains. */
export function arbitraryOf(schema: AnySchema, overrides: Overrides = new Map()): fc.Arbitrary<unknown> {
  const override = overrides.get(schema);
  if (override !== undefined) return override;
  const recurse = (inner: unknown) => arbitraryOf(inner as AnySchema, overrides);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringOf(def);
    case 'number':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
      return fc.option(recurse(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(recurse(def.innerType), { nil: null, freq: 4 });
    case 'object':
      return objectOf(def, recurse);
    case 'array':
      return arrayOf(def, recurse);
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(recurse));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(recurse));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), recurse(def.valueType), { maxKeys: 4 });
    case 'pipe':
      return pipeOf(def, recurse);
    default:
      // unknown, any, custom, transform and the rest: any JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(def: Def): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength: number | undefined;
  let pattern: RegExp | undefined;
  let email = false;
  for (const check of [def, ...checksOf(def)]) {
    if (check.check === 'min_length') minLength = Math.max(minLength, check.minimum as number);
    if (check.check === 'max_length') maxLength = Math.min(maxLength ?? Infinity, check.maximum as number);
    if (check.check === 'length_equals') minLength = maxLength = check.length as number;
    if (check.check === 'string_format' && check.format === 'email') email = true;
    else if (check.check === 'string_format' && check.pattern instanceof RegExp) pattern = check.pattern;
  }
  const fits = (text: string) => text.length >= minLength && text.length <= (maxLength ?? Infinity);
  if (email) return shortEmail.filter(fits);
  if (pattern !== undefined) return fc.stringMatching(pattern).filter(fits);
  const size = { minLength, maxLength: maxLength ?? Math.max(minLength, 24) };
  return fc.oneof(
    { arbitrary: fc.string(size), weight: 3 },
    { arbitrary: fc.string({ ...size, unit: 'grapheme' }), weight: 1 },
    { arbitrary: fc.string({ ...size, unit: 'binary' }), weight: 1 },
  );
}

/** fast-check's own emails are mostly longer than forms allow and not all pass zod's email rule. */
const shortEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,10}$/),
    fc.stringMatching(/^[a-z]{1,8}$/),
    fc.constantFrom('com', 'org', 'de', 'example'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

function numberOf(def: Def): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let integer = false;
  let step: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = String(check.format).includes('int');
    if (check.check === 'greater_than')
      min = (check.value as number) + (check.inclusive === true ? 0 : integer ? 1 : 1e-9);
    if (check.check === 'less_than')
      max = (check.value as number) - (check.inclusive === true ? 0 : integer ? 1 : 1e-9);
    if (check.check === 'multiple_of') step = check.value as number;
  }
  if (step !== undefined) {
    const multiple = step;
    return fc
      .integer({ min: Math.ceil(min / multiple), max: Math.floor(max / multiple) })
      .map((factor) => factor * multiple);
  }
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(def: Def, recurse: (inner: unknown) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, unknown>;
  const arbitraries: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const type = defOf(field).type;
    const optional = type === 'optional' || type === 'default';
    arbitraries[key] = recurse(optional ? defOf(field).innerType : field);
    if (!optional) requiredKeys.push(key);
  }
  return fc.record(arbitraries, { requiredKeys });
}

function arrayOf(def: Def, recurse: (inner: unknown) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  let minLength = 0;
  let maxLength = 6;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = check.minimum as number;
    if (check.check === 'max_length') maxLength = check.maximum as number;
  }
  const element = defOf(def.element);
  // An array of distinct choices (the usual refinement of such arrays) is drawn without repeats.
  if (element.type === 'enum') {
    const choices = Object.values(element.entries as Record<string, unknown>);
    return fc.shuffledSubarray(choices, { minLength, maxLength: Math.min(maxLength, choices.length) });
  }
  return fc.array(recurse(def.element), { minLength, maxLength });
}

/**
 * A pipe's input is its first schema's; but when that only normalises a plain string (trim, lower
 * case) the rules are in the second, so valid values come from there.
 */
function pipeOf(def: Def, recurse: (inner: unknown) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const out = defOf(def.out);
  if (out.type === 'transform') return recurse(def.in);
  if (out.type === 'string' || out.type === 'number') return recurse(def.out);
  return recurse(def.in);
}
