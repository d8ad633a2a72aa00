/**
 * A small seeded generator of hostile requests from the app's OpenAPI document, for the fuzz test:
 * valid-looking values from each operation's JSON schemas, then one mutation (wrong type, missing
 * field, huge or odd text, malformed JSON, bad path or query) per request. Same seed, same requests.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
}

/** mulberry32: a tiny deterministic PRNG. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

export type Random = ReturnType<typeof createRandom>;

/** Text that has broken parsers before: unicode edge cases, markup, SQL, paths, numbers as text. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '\ud800',
  'lone \udfff surrogate',
  'invoice\u202Efdp.html',
  'zero\u200bwidth\ufeff',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̴̡̛̠͔͎a̷̢̰̓l̴̻̈́g̶̱͝o̵̧̓',
  'ﷺ'.repeat(50),
  '\u0000',
  "'; drop table applications; --",
  '%',
  '%ZZ',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{"a":1}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '9'.repeat(40),
  'é'.normalize('NFD'),
  '\u00a0\u2028\u2029',
];

const UUID_TEMPLATE = 'xxxxxxxx-xxxx-4xxx-axxx-xxxxxxxxxxxx';

export function randomUuid(random: Random): string {
  return UUID_TEMPLATE.replace(/x/g, () => random.int(0, 15).toString(16));
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value that should pass the schema most of the time (patterns are not honoured). */
export function validValue(schema: JsonSchema, random: Random, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices && choices.length > 0) return validValue(random.pick(choices), random, depth + 1);
  if (schema.allOf && schema.allOf.length > 0) {
    return Object.assign({}, ...schema.allOf.map((part) => validValue(part, random, depth + 1)));
  }
  if (schema.nullable && random.chance(0.1)) return null;
  const type =
    random.pick(typesOf(schema).filter((t) => t !== 'null')) ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 6) return value;
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.5))
          value[key] = validValue(property, random, depth + 1);
      }
      return value;
    }
    case 'array': {
      if (depth > 6 || !schema.items) return [];
      const length = random.int(0, Math.min(3, schema.maxItems ?? 3));
      return Array.from({ length }, () => validValue(schema.items!, random, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 1000;
      return type === 'integer'
        ? random.int(Math.ceil(min), Math.floor(max))
        : min + random.next() * (max - min);
    }
    case 'boolean':
      return random.chance(0.5);
    default:
      return validString(schema, random);
  }
}

function validString(schema: JsonSchema, random: Random): string {
  if (schema.format === 'uuid') return randomUuid(random);
  if (schema.format === 'email') return `fuzz${random.int(0, 9999)}@example.com`;
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, 0, random.int(1, 365))).toISOString();
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 12, 40));
  return 'abcdefghijklmnopqrstuvwxyz'.repeat(2).slice(0, random.int(min, max));
}

/** A value of the wrong JSON type, or a hostile one of the right type. */
export function hostileValue(random: Random): unknown {
  return random.pick<() => unknown>([
    () => null,
    () => random.pick([true, false]),
    () => random.pick([0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2]),
    () => [],
    () => [random.pick(ODD_STRINGS), 1, null],
    () => ({}),
    () => ({ nested: { deeper: [random.pick(ODD_STRINGS)] } }),
    () => random.pick(ODD_STRINGS),
    () => 'x'.repeat(random.pick([256, 10_000, 200_000])),
  ])();
}

/** Some of the keys of a generated object, walking into nested objects. */
function objectPaths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 4 || value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    [...prefix, key],
    ...objectPaths(inner, [...prefix, key], depth + 1),
  ]);
}

function setAt(
  root: Record<string, unknown>,
  path: string[],
  replace: (old: unknown) => unknown | undefined,
) {
  let target: Record<string, unknown> = root;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  const next = replace(target[last]);
  if (next === undefined) delete target[last];
  else target[last] = next;
}

export type BodyCase =
  | { kind: 'json'; label: string; value: unknown }
  | { kind: 'raw'; label: string; payload: string; contentType: string };

/** One request body for a JSON operation: valid, or broken in one way. */
export function bodyCase(schema: JsonSchema | undefined, random: Random): BodyCase {
  const valid = schema ? validValue(schema, random) : {};
  const mutation = random.int(0, 9);
  const paths = objectPaths(valid);
  const json = (label: string, value: unknown): BodyCase => ({ kind: 'json', label, value });
  switch (mutation) {
    case 0:
      return json('valid', valid);
    case 1:
    case 2: {
      if (paths.length === 0) return json('not an object', hostileValue(random));
      const path = random.pick(paths);
      setAt(valid as Record<string, unknown>, path, () => hostileValue(random));
      return json(`wrong type at ${path.join('.')}`, valid);
    }
    case 3: {
      if (paths.length === 0) return json('empty', {});
      const path = random.pick(paths);
      setAt(valid as Record<string, unknown>, path, () => undefined);
      return json(`missing ${path.join('.')}`, valid);
    }
    case 4: {
      const path = paths.length > 0 ? random.pick(paths) : null;
      const text = random.pick([...ODD_STRINGS, 'y'.repeat(300_000)]);
      if (!path) return json('odd text', text);
      setAt(valid as Record<string, unknown>, path, () => text);
      return json(`odd text at ${path.join('.')}`, valid);
    }
    case 5:
      return json('not an object', hostileValue(random));
    case 6:
      return json('extra keys', {
        ...(valid as object),
        ['__proto__']: { polluted: true },
        constructor: { prototype: { polluted: true } },
        [random.pick(ODD_STRINGS)]: hostileValue(random),
      });
    case 7: {
      let nested: unknown = 'bottom';
      for (let i = 0; i < random.pick([50, 500, 5000]); i++)
        nested = random.chance(0.5) ? [nested] : { a: nested };
      const path = paths.length > 0 ? random.pick(paths) : null;
      if (!path) return json('deeply nested', nested);
      setAt(valid as Record<string, unknown>, path, () => nested);
      return json(`deeply nested at ${path.join('.')}`, valid);
    }
    case 8: {
      const text = JSON.stringify(valid);
      const payload = random.pick([
        text.slice(0, Math.max(1, Math.floor(text.length / 2))),
        `${text},`,
        '{',
        '{"a":}',
        "{'single': 'quotes'}",
        '{"__proto__": {"x": 1}}',
        '{"constructor": {"prototype": {"x": 1}}}',
        '\ufeff{}',
        'null',
        '',
        '['.repeat(10_000),
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
      ]);
      return {
        kind: 'raw',
        label: `malformed JSON ${JSON.stringify(payload.slice(0, 30))}`,
        payload,
        contentType: 'application/json',
      };
    }
    default: {
      const contentType = random.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'application/json; charset=nonsense',
        'application/xml',
        'multipart/form-data',
        'application/json; boundary="',
        ';;;',
      ]);
      return {
        kind: 'raw',
        label: `content-type ${contentType}`,
        payload: JSON.stringify(valid),
        contentType,
      };
    }
  }
}

/** encodeURIComponent, with lone surrogates (which no URL can carry) made U+FFFD first. */
export function encodeText(value: string): string {
  return encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

export interface QueryParameter {
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** A query string for an operation's declared parameters, sometimes broken. */
export function queryString(parameters: QueryParameter[], random: Random): string {
  const pairs: string[] = [];
  for (const parameter of parameters) {
    if (!parameter.required && random.chance(0.5)) continue;
    const value = random.chance(0.6) ? validValue(parameter.schema, random) : hostileValue(random);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    pairs.push(`${encodeText(parameter.name)}=${encodeText(String(text).slice(0, 5000))}`);
    if (random.chance(0.1)) pairs.push(`${encodeText(parameter.name)}=again`);
    if (random.chance(0.05)) pairs.push(`${encodeText(parameter.name)}[nested]=1`);
  }
  if (random.chance(0.25)) {
    pairs.push(
      random.pick([
        '%',
        '%ZZ',
        'a=%E0%A4%A',
        '=',
        '&&&',
        '__proto__[x]=1',
        'constructor[prototype][x]=1',
        'a[b][c][d][e][f]=1',
        `q=${'z'.repeat(20_000)}`,
        'a=\u{1F600}',
      ]),
    );
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A multipart body that is cut off, has no boundary or a broken part header. */
export function brokenMultipart(random: Random): { payload: Buffer; contentType: string; label: string } {
  const boundary = `----fuzz${random.int(0, 1e9)}`;
  const file = Buffer.from(`%PDF-1.7\n${'x'.repeat(random.int(0, 5000))}`);
  const whole = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${random.pick(ODD_STRINGS)}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const kind = random.int(0, 4);
  if (kind === 0) {
    const cut = random.int(0, whole.length - 1);
    return {
      payload: whole.subarray(0, cut),
      contentType: `multipart/form-data; boundary=${boundary}`,
      label: `multipart cut at ${cut}`,
    };
  }
  if (kind === 1)
    return { payload: whole, contentType: 'multipart/form-data', label: 'multipart without boundary' };
  if (kind === 2) {
    return {
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\r\n\r\nzz`,
      ),
      contentType: `multipart/form-data; boundary=${boundary}`,
      label: 'multipart with a broken part header',
    };
  }
  if (kind === 3)
    return {
      payload: whole,
      contentType: `multipart/form-data; boundary=${boundary}`,
      label: 'multipart whole',
    };
  return {
    payload: whole,
    contentType: `multipart/form-data; boundary="${'b'.repeat(200)}`,
    label: 'multipart with a wrong boundary',
  };
}
