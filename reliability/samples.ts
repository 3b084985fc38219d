// Inputs for the suite, made from the contract's zod schemas so that they follow the contract as it
// changes: a plausible (valid) value for a schema, and fast-check arbitraries of hostile JSON, text,
// numbers and URL pieces.
import fc from 'fast-check';
import { z } from 'zod';
import { birthDateForAge } from '../contract/ages';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  default?: unknown;
}

/** The schema's input side as JSON Schema; `{}` (anything) when zod cannot say. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const isoToday = () => new Date().toISOString().slice(0, 10);
const OMIT = Symbol('omit');

const unique = <T>(values: T[]) => [...new Set(values)];
const typesOf = (s: JsonSchema): string[] =>
  s.type === undefined ? (s.properties ? ['object'] : []) : Array.isArray(s.type) ? s.type : [s.type];

function fitLength(text: string, s: JsonSchema): string {
  let t = text;
  if (s.maxLength !== undefined && t.length > s.maxLength) t = t.slice(0, s.maxLength);
  if (s.minLength !== undefined && t.length < s.minLength) t = t.padEnd(s.minLength, 'x');
  return t;
}

function stringCandidates(s: JsonSchema, key: string): string[] {
  const out: string[] = [];
  const k = key.toLowerCase();
  if (s.format === 'date') out.push(isoToday());
  if (s.format === 'date-time') out.push(new Date().toISOString());
  if (s.format === 'email') out.push('sam@example.com');
  if (s.format === 'uuid') out.push('7b7e9a1e-4c41-4d8a-9a49-5f2b7b1f3c10');
  if (s.format === 'uri' || s.format === 'url') out.push('https://example.com/');
  if (/birth|dob/.test(k)) out.push(birthDateForAge(16));
  if (/date|deadline|day|until|since/.test(k)) out.push(isoToday(), '2030-06-15');
  if (/month/.test(k)) out.push(isoToday().slice(0, 7));
  if (/colou?r/.test(k)) out.push('#8a2be2');
  if (/amount|balance|price|total|cents/.test(k)) out.push('12.50');
  if (/password|passphrase/.test(k)) out.push('a sample passphrase 42');
  if (/user_?name|handle|login/.test(k))
    out.push(`rel_${Array.from({ length: 8 }, () => 'bdgjkpqvwxz'[Math.floor(Math.random() * 11)]).join('')}`);
  if (s.pattern) {
    try {
      out.push(...fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 6, seed: 7 }));
    } catch {
      // A pattern fast-check cannot read: the other candidates follow.
    }
  }
  out.push(`Sample ${key || 'text'}`, 'sample', 'abc_123', '2010-04-02', isoToday(), '12.50', '#8a2be2', 'x');
  return unique(out.map((t) => fitLength(t, s)));
}

function numberCandidates(s: JsonSchema, integer: boolean): number[] {
  let lo =
    s.minimum ?? (s.exclusiveMinimum !== undefined ? (integer ? Math.floor(s.exclusiveMinimum) + 1 : s.exclusiveMinimum + 0.5) : undefined);
  let hi =
    s.maximum ?? (s.exclusiveMaximum !== undefined ? (integer ? Math.ceil(s.exclusiveMaximum) - 1 : s.exclusiveMaximum - 0.5) : undefined);
  lo ??= Math.min(hi ?? 1, 1);
  hi ??= Math.max(lo, 1);
  const clamp = (n: number) => Math.min(hi, Math.max(lo, n));
  return unique([clamp(1), lo, hi, clamp(integer ? 10 : 12.5), clamp(0)]);
}

/** Candidate values for one JSON Schema node, the most plausible first. */
function candidates(s: JsonSchema, key: string, optional: boolean, omitFirst = false): unknown[] {
  const out: unknown[] = [];
  if (optional && omitFirst) out.push(OMIT);
  if (s.const !== undefined) out.push(s.const);
  if (s.enum) out.push(...s.enum);
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) out.push(...candidates(branch, key, false));
  for (const branch of s.allOf ?? []) out.push(...candidates(branch, key, false));
  const types = typesOf(s);
  // An amount-like field that takes a number or a string: the decimal string is the contract's form.
  const order = /amount|balance|price/.test(key.toLowerCase()) ? ['string', ...types.filter((t) => t !== 'string')] : types;
  for (const type of order) {
    if (type === 'string' && !s.enum) out.push(...stringCandidates(s, key));
    if (type === 'integer') out.push(...numberCandidates(s, true));
    if (type === 'number') out.push(...numberCandidates(s, false));
    if (type === 'boolean') out.push(true, false);
    if (type === 'null') out.push(null);
    if (type === 'array') {
      const item = Array.isArray(s.items) ? s.items[0] : s.items;
      const first = item ? candidates(item, key, false)[0] : 'x';
      out.push(
        Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => first),
        [],
      );
    }
    if (type === 'object') out.push(buildObject(s, new Map(), new Map(), ''));
  }
  if (out.length === 0) out.push('sample', 1, true, {});
  if (optional && !omitFirst) out.push(OMIT);
  return out;
}

/** One object: every property (optional ones too), each at its current candidate. */
function buildObject(
  s: JsonSchema,
  index: Map<string, number>,
  lists: Map<string, unknown[]>,
  path: string,
  omitFirst = false,
): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const required = new Set(s.required ?? []);
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    const here = `${path}/${key}`;
    let value: unknown;
    if (typesOf(child).length === 1 && typesOf(child)[0] === 'object' && child.properties) {
      value = buildObject(child, index, lists, here, omitFirst);
    } else {
      let list = lists.get(here);
      if (!list) lists.set(here, (list = candidates(child, key, !required.has(key), omitFirst)));
      value = list[Math.min(index.get(here) ?? 0, list.length - 1)];
    }
    if (value !== OMIT) object[key] = value;
  }
  return object;
}

export interface Plausible {
  value: unknown;
  /** Whether the schema accepts it (false: the best attempt, which it refuses). */
  valid: boolean;
}

/**
 * A value the schema accepts, found from its JSON Schema: each field tries its candidates (by
 * type, pattern, enum and name) until zod accepts the whole, guided by the issues' paths.
 * `overrides` fix fields first (e.g. an id to try); `omitOptional` leaves optional fields out (queries).
 */
export function plausible(
  schema: z.ZodType,
  { overrides = {}, omitOptional = false }: { overrides?: Record<string, unknown>; omitOptional?: boolean } = {},
): Plausible {
  const js = jsonSchemaOf(schema);
  const withOverrides = (v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...(v as Record<string, unknown>), ...overrides } : v;
  if (!(typesOf(js).includes('object') && js.properties)) {
    for (const candidate of candidates(js, '', false)) {
      const value = withOverrides(candidate);
      if (value !== OMIT && schema.safeParse(value).success) return { value, valid: true };
    }
    return { value: withOverrides({}), valid: false };
  }
  const index = new Map<string, number>();
  const lists = new Map<string, unknown[]>();
  let value: Record<string, unknown> = {};
  for (let round = 0; round < 60; round++) {
    value = { ...buildObject(js, index, lists, '', omitOptional), ...overrides };
    const result = schema.safeParse(value);
    if (result.success) return { value, valid: true };
    let advanced = false;
    for (const issue of result.error.issues) {
      // The deepest field with candidates that this issue is about moves on to its next one.
      const parts = issue.path.map(String);
      for (let n = parts.length; n > 0; n--) {
        const here = `/${parts.slice(0, n).join('/')}`;
        const list = lists.get(here);
        if (list && !(parts[0]! in overrides)) {
          const i = index.get(here) ?? 0;
          if (i + 1 < list.length) {
            index.set(here, i + 1);
            advanced = true;
          }
          break;
        }
      }
    }
    if (!advanced) break;
  }
  return { value, valid: false };
}

/** Top-level fields of an object schema that carry an id of something (`accountId`, `videoId`). */
export function idFieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const js = jsonSchemaOf(schema);
  return Object.entries(js.properties ?? {})
    .filter(
      ([key, s]) =>
        /(^id|Id|_id)$/.test(key) && (typesOf(s).includes('integer') || typesOf(s).includes('number') || typesOf(s).includes('string')),
    )
    .map(([key]) => key);
}

/** The top-level property names an object schema declares. */
export const keysOf = (schema: z.ZodType | undefined): string[] => (schema ? Object.keys(jsonSchemaOf(schema).properties ?? {}) : []);

// ---- Hostile input

/** One code unit or code point of anything: every plane, control characters and lone surrogates. */
export const anyUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.constantFrom('\u202e', '\ufeff', '\u200b', '\ufffd', '\uffff', '\u{1f600}', '\u0301', '%', '\\', '"', "'") },
);

export const weirdString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: anyUnit, maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '\udfff',
      '\ud83d',
      '%00',
      "'; drop table users; --",
      '" or 1=1 --',
      '${7*7}',
      '__proto__',
      'constructor',
      '9'.repeat(400),
      '1e400',
      '-1e400',
      '-0',
      'NaN',
      'Infinity',
      '0x1F',
      ' 12.50 ',
      '12.345',
      '-12.50',
      '99999999999999999999.99',
      '2026-02-30',
      '0000-00-00',
      '9999-12-31',
      '+275760-09-13',
      '-000001-01-01',
      '2026-13',
      '\u202e\u0041',
      '\u{1f600}'.repeat(300),
      'x'.repeat(5000),
      '<script>alert(1)</script>',
    ),
  },
);

export const weirdNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.1,
    0.005,
    1.005,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    2 ** 63,
    1e21,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_VALUE,
    Number.EPSILON,
    99_999_999_999.99,
    1_000_000_000.01,
    -1_000_000_000.01,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.maxSafeInteger(),
);

/** Any JSON value: deep, with unicode, lone surrogates and extreme numbers inside. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    weirdString,
    weirdNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 6 }),
    fc.dictionary(fc.oneof(weirdString, fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId')), tie('value'), {
      maxKeys: 6,
    }),
  ),
})).value;

/** A deeply nested array or object, as text (deeper than any generator would build as a value). */
export const deepNestingText = fc.tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean(), fc.boolean()).map(([depth, arrays, closed]) => {
  const open = arrays ? '[' : '{"a":';
  const close = arrays ? ']' : '}';
  return open.repeat(depth) + '1' + (closed ? close.repeat(depth) : '');
});

/** Request bodies as raw text: broken JSON, huge numbers, duplicate keys, BOMs, deep nesting. */
export const rawBodyText = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 200 }),
  deepNestingText,
  fc.constantFrom(
    '',
    'null',
    'true',
    '"text"',
    '[]',
    '{',
    '{"a":}',
    "{'a':1}",
    '{"a":1,"a":2}',
    '\ufeff{}',
    '{"amount":1e400}',
    '{"amount":-1e400,"balance":1e400}',
    '{"id":123456789012345678901234567890}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"comment":"\\ud800"}',
    '{"name":"\\u0000"}',
    '1'.repeat(70_000),
  ),
  fc.json({ stringUnit: anyUnit, maxDepth: 4 }),
);

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;',
  'application/problem+json',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  ';;;',
  'application/json, text/plain',
);

/** Every byte percent-encoded: invalid UTF-8, NUL and slashes included. */
const percentEncodeBytes = (bytes: Uint8Array) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');

/** A path segment (already URL-encoded, or deliberately raw and odd). */
export const pathSegment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.uint8Array({ maxLength: 24 }).map(percentEncodeBytes),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  weirdNumber.map((n) => encodeURIComponent(String(n))),
  fc.constantFrom('0', '-1', '1.5', '1e3', '01', '+1', ' 1', '0x10', '2147483648', '9007199254740993', 'NaN', 'null', 'undefined'),
  fc.constantFrom('%', '%zz', '%00', '%80', '%C0%AF', '..', '.', '%2e%2e', '%2F', 'a;b', 'a?b', '%3F', '~', '*'),
);

/** A query string (without '?'): known keys and arbitrary ones, arbitrary values, repeated keys. */
export function queryString(knownKeys: string[]): fc.Arbitrary<string> {
  const key =
    knownKeys.length > 0 ? fc.oneof(fc.constantFrom(...knownKeys), weirdString.filter(safeForUri)) : weirdString.filter(safeForUri);
  const value = fc.oneof(
    weirdString.filter(safeForUri).map(encodeURIComponent),
    fc.uint8Array({ maxLength: 24 }).map(percentEncodeBytes),
    weirdNumber.map((n) => String(n)),
    fc.json({ maxDepth: 2 }).map((j) => Buffer.from(j).toString('base64url')),
    fc.constantFrom('', '%', '%zz', '[]', 'a&b', '=', '0', '-1', '101', '1e2', '100.5'),
  );
  return fc
    .array(fc.tuple(key.map(encodeURIComponent), value), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

/** encodeURIComponent throws on lone surrogates. */
export function safeForUri(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A cursor that passes the cursor pattern but carries anything: random text, or JSON of any shape. */
export const hostileCursor = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,400}$/),
  hostileJson.map((v) => Buffer.from(JSON.stringify(v) ?? 'null').toString('base64url')),
  fc
    .array(fc.oneof(weirdNumber, weirdString), { minLength: 1, maxLength: 3 })
    .map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
);

/** Mutations of a valid object: a field removed, a field of the wrong type, extra fields, not an object. */
export function mutationsOf(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base);
  const options: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(fc.oneof(weirdString, fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'user_id', 'isAdmin')), hostileJson)
      .map(([k, v]) => ({
        ...base,
        [k]: v,
      })),
    hostileJson,
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    options.push(
      key.map((k) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== k))),
      fc.tuple(key, hostileJson).map(([k, v]) => ({ ...base, [k]: v })),
      fc.tuple(key, fc.oneof(weirdString, weirdNumber)).map(([k, v]) => ({ ...base, [k]: v })),
      fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.constant(base[k]), hostileJson)])), { requiredKeys: [] }),
    );
  }
  return fc.oneof(...options);
}

/** Decimal text as money fields take it: up to 20 digits, up to 3 decimals, either sign. */
const decimalText = fc
  .tuple(fc.boolean(), fc.stringMatching(/^\d{1,20}$/), fc.option(fc.stringMatching(/^\d{1,3}$/), { nil: undefined }))
  .map(([minus, whole, fraction]) => `${minus ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

const isoDateText = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/**
 * Values shaped like the JSON Schema (the right types, enums, patterns and lengths) but otherwise
 * extreme: any text, edge dates, huge amounts; id fields take `ids` (the user's own) or anything.
 * These reach past validation into the handlers and the database.
 */
export function schemaShaped(s: JsonSchema, ids: number[], key = ''): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (s.const !== undefined) options.push(fc.constant(s.const));
  if (s.enum && s.enum.length > 0) options.push(fc.constantFrom(...s.enum));
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) options.push(schemaShaped(branch, ids, key));
  if (options.length === 0) {
    const k = key.toLowerCase();
    for (const type of typesOf(s)) {
      if (type === 'string') {
        if (s.pattern) {
          try {
            options.push(fc.stringMatching(new RegExp(s.pattern)));
          } catch {
            // fall through to any text
          }
        }
        if (/date|deadline|birth|day/.test(k)) options.push(isoDateText);
        if (/amount|balance|price/.test(k)) options.push(decimalText);
        options.push(fc.string({ unit: anyUnit, minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 200, 2000) }));
      }
      if (type === 'integer' || type === 'number') {
        const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
        const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
        if (/(^id|Id|_id)$/.test(key) && ids.length > 0) options.push(fc.constantFrom(...ids));
        options.push(type === 'integer' ? fc.integer({ min: Math.ceil(lo ?? -(2 ** 31)), max: Math.floor(hi ?? 2 ** 31) }) : weirdNumber);
        if (/amount|balance|price/.test(k)) options.push(decimalText.map(Number));
      }
      if (type === 'boolean') options.push(fc.boolean());
      if (type === 'null') options.push(fc.constant(null));
      if (type === 'array') {
        const item = Array.isArray(s.items) ? s.items[0] : s.items;
        options.push(fc.array(item ? schemaShaped(item, ids, key) : hostileJson, { minLength: s.minItems ?? 0, maxLength: 5 }));
      }
      if (type === 'object') {
        const required = new Set(s.required ?? []);
        const props = Object.entries(s.properties ?? {});
        options.push(
          fc.record(Object.fromEntries(props.map(([name, child]) => [name, schemaShaped(child, ids, name)])), {
            requiredKeys: props.map(([name]) => name).filter((name) => required.has(name)),
          }),
        );
      }
    }
  }
  return options.length > 0 ? fc.oneof(...options) : hostileJson;
}
