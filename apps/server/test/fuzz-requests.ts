import fc from 'fast-check';
import { WEEKDAYS } from '@bakrom/shared/enums';
import type { App } from '../src/app';

/**
 * Requests for the fuzz suite, generated from what the app itself says about its routes: the route
 * inventory (method, path, access) and the OpenAPI document (the JSON Schema of each query string and
 * body, as the zod schemas produce it). Values are mostly well-formed, so that requests get past
 * validation into the database, and then broken in one place.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
}

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  schema: JsonSchema;
}

export interface RouteSpec {
  method: string;
  url: string;
  access: string | undefined;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** Every API route of the app with its schemas; the documentation routes and HEAD twins left out. */
export function apiRoutes(app: App): RouteSpec[] {
  const document = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  return app
    .routeInventory()
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD')
    .map((route) => {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) throw new Error(`${route.method} ${route.url} is missing from the OpenAPI document`);
      return {
        method: route.method,
        url: route.url,
        access: route.access,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    });
}

/** Every property name a request schema can carry, for checking that each has a Norwegian label. */
export function fieldNames(route: RouteSpec): string[] {
  const names = new Set(route.parameters.map((parameter) => parameter.name));
  const walk = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      walk(property);
    }
    walk(schema.items);
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].forEach(walk);
  };
  walk(route.body);
  return [...names];
}

export interface FuzzIds {
  merchantId: string;
  /** Ids of rows that exist, the merchant's own and another merchant's, by the field names that carry them. */
  idsByField: Record<string, string[]>;
  imageUrls: string[];
}

/** Mostly an id of the kind the field names, sometimes any existing id (a row of another kind), sometimes nothing's. */
function idFor(name: string, known: FuzzIds): fc.Arbitrary<string> {
  const all = [...new Set(Object.values(known.idsByField).flat())];
  const own = known.idsByField[name] ?? [];
  return fc.oneof(
    ...(own.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom(...own) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...all) },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

const pad = (value: number) => String(value).padStart(2, '0');
// Mostly on the half hour, which both pickers' steps (15 and 30 minutes) allow.
const minutes = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(0, 30) }, { weight: 1, arbitrary: fc.constantFrom(15, 45) });
const timeOfDay = fc.tuple(fc.integer({ min: 0, max: 23 }), minutes).map(([h, m]) => `${pad(h)}:${pad(m)}`);
// Around a fixed day, so that a seed replays the same dates whenever it runs.
const wireDate = fc
  .integer({ min: -40, max: 400 })
  .map((days) => new Date(Date.UTC(2026, 10, 23) + days * 86_400_000).toISOString().slice(0, 10));

function stringFor(name: string, schema: JsonSchema, known: FuzzIds): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return idFor(name, known);
  if (name === 'merchant') return fc.constant(known.merchantId);
  if (/Time$/.test(name)) return timeOfDay;
  if (/Date$/.test(name)) return wireDate;
  if (/imageUrl/i.test(name)) return fc.constantFrom(...known.imageUrls, '');
  if (known.idsByField[name]) return idFor(name, known);
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1000, -1e9);
  const max = Math.min(schema.maximum ?? 100_000, 1e9);
  const small = [0, 1, 2, 7, 15, 30, 60, 100].filter((value) => value >= min && value <= max);
  const range =
    schema.type === 'integer'
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
  return small.length > 0 ? fc.oneof(range, fc.constantFrom(...small)) : range;
}

/** A value the schema accepts, more or less: refinements (step times, weekday order) are met often, not always. */
export function valueFor(schema: JsonSchema, name: string, known: FuzzIds): fc.Arbitrary<unknown> {
  const value = baseValueFor(schema, name, known);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

function baseValueFor(schema: JsonSchema, name: string, known: FuzzIds): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valueFor(option, name, known)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(name, schema, known);
    case 'integer':
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = valueFor(schema.items ?? {}, name, known);
      const minLength = schema.minItems ?? 0;
      const list = fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
      // A week (opening hours, delivery days): each weekday once, in order.
      const isWeek = schema.items?.properties?.day && schema.items.properties.weekday && minLength === 7;
      return isWeek
        ? list.map((days) => days.map((day, index) => ({ ...(day as object), day: WEEKDAYS[index], weekday: index + 1 })))
        : list;
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valueFor(property, key, known)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** What breaks a field: control characters, lone surrogates, 100k text, numbers out of every range, wrong types. */
/**
 * A generated value as text, as a query or path would carry it. `String` throws for an object whose
 * `toString` or `valueOf` is a JSON value (fast-check's jsonValue makes `{"toString": 0}`): then its JSON.
 */
export function asText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\u0007', '\u009b', '\u001b[31m', '\r\n\t') },
  fc.constantFrom('', ' ', '\u202e\u0645', '𝕳𝖊𝖑𝖑𝖔 🍕', "'; drop table items; --"),
  fc.constantFrom('NaN', 'Infinity', '-1', '1e999', '0x10', 'null', 'true', '[]', '{}', '%00', '../../etc/passwd'),
  fc.constantFrom('x'.repeat(100_000), 'æ'.repeat(100_000)),
  fc.constantFrom(0, -1, -0.5, 0.001, 1.005, 1e308, -1e308, 2 ** 31, -(2 ** 63), Number.MAX_SAFE_INTEGER + 2, 123_456_789.123),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], [{}], { id: 1 }, [[[]]]),
  fc.uuid(),
  fc.array(fc.uuid(), { maxLength: 3 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * One value of every field, optional ones included, for sweeping a control character through each
 * field in turn: ids of the kind the field names, times, dates, the smallest allowed number.
 */
export function fullSample(schema: JsonSchema, name: string, known: FuzzIds): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fullSample(options[0]!, name, known);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.sample(stringFor(name, schema, known), { numRuns: 1, seed: 1 })[0];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, (_, index) =>
        index === 0 ? fullSample(schema.items ?? {}, name, known) : structuredClone(fullSample(schema.items ?? {}, name, known)),
      );
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, fullSample(property, key, known)]));
    default:
      return 'x';
  }
}

/** The path of every leaf (text, number, yes/no) in a value, as the error `fields` name them ('subselections.0.name'). */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (!isContainer(value)) return prefix.length > 0 ? [prefix] : [];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, Array.isArray(value) ? Number(key) : key]));
}

export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value);
  let container = copy as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key) => (container = container[key] as Record<string | number, unknown>));
  container[path[path.length - 1]!] = replacement;
  return copy;
}

type Mutation = { kind: 'none' } | { kind: 'replace' | 'drop' | 'extra'; at: number; value: unknown } | { kind: 'whole'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: nastyValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat(), value: fc.constant(undefined) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), at: fc.nat(), value: nastyValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: nastyValue }) },
);

/** Every (container, key) inside a value, the root's own entries included. */
function slots(root: unknown): [Container, string | number][] {
  const found: [Container, string | number][] = [];
  const walk = (value: unknown) => {
    if (!isContainer(value)) return;
    for (const key of Array.isArray(value) ? value.keys() : Object.keys(value)) {
      found.push([value, key]);
      walk((value as Record<string | number, unknown>)[key]);
    }
  };
  walk(root);
  return found;
}

export function mutate(value: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return value;
  if (change.kind === 'whole') return change.value;
  const copy = structuredClone(value);
  const places = slots(copy);
  if (change.kind === 'extra') {
    const containers = [copy, ...places.map(([container, key]) => (container as Record<string | number, unknown>)[key])].filter(
      (candidate): candidate is Record<string, unknown> => isContainer(candidate) && !Array.isArray(candidate),
    );
    const target = containers[change.at % Math.max(containers.length, 1)];
    if (target) target[`extra${change.at % 7}`] = change.value;
    return copy;
  }
  if (places.length === 0) return change.value;
  const [container, key] = places[change.at % places.length]!;
  if (change.kind === 'drop') {
    if (Array.isArray(container)) container.splice(Number(key), 1);
    else delete container[key as string];
  } else {
    (container as Record<string | number, unknown>)[key] = change.value;
  }
  return copy;
}

export interface FuzzRequest {
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** What the request is, for the failure report. */
  label: string;
}

/** Percent-encodes text, a lone surrogate as the bytes of one (which are not UTF-8), where encodeURIComponent throws. */
const encode = (text: string) =>
  text
    .split(/(\p{Cs})/u)
    .map((part) => (/\p{Cs}/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((entry) => search.append(key, typeof entry === 'string' ? entry : JSON.stringify(entry)));
    else if (isContainer(value)) Object.entries(value).forEach(([inner, entry]) => search.append(`${key}[${inner}]`, asText(entry)));
    else search.append(key, asText(value));
  }
  return search.toString();
}

const rawQuerySuffix = fc.constantFrom(
  '',
  '',
  '',
  '&%',
  '&%E0%A4%A',
  '&merchant',
  '&=',
  '&a[b]=c',
  '&locationId=%00',
  `&q=${'x'.repeat(5000)}`,
  '&__proto__=1',
);

const multipart = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `--grense\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
    )
    .join('') + '--grense--\r\n';

/** Bodies no schema sees: broken JSON, wrong content types, forms, bytes that are not UTF-8, deep nesting. */
const rawBody = fc.constantFrom<[string | Buffer, string | undefined]>(
  ['', 'application/json'],
  ['{', 'application/json'],
  ['{"merchant": ', 'application/json'],
  ['nul', 'application/json'],
  ['[1,]', 'application/json'],
  ['{"__proto__": {"isSuperAdmin": true}}', 'application/json'],
  ['{"constructor": {"prototype": {"x": 1}}}', 'application/json'],
  ['{"price": 1e999, "capacity": -1e999}', 'application/json'],
  ['"SUCCEEDED"', 'application/json'],
  ['123', 'application/json'],
  ['null', 'application/json'],
  ['\u0000', 'application/json'],
  [Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d]), 'application/json'],
  ['['.repeat(20_000) + ']'.repeat(20_000), 'application/json'],
  ['{"a":1}', 'application/json; charset=latin1'],
  ['{"a":1}', 'text/plain'],
  ['merchant=x&name=%00', 'application/x-www-form-urlencoded'],
  ['<item/>', 'application/xml'],
  ['GIF89a', 'image/gif'],
  ['{"a":1}', undefined],
  [multipart({ merchant: 'x', imageUrl: '\u0000' }), 'multipart/form-data; boundary=grense'],
  ['--grense\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000\u0001', 'multipart/form-data; boundary=grense'],
  ['not multipart', 'multipart/form-data'],
);

/** One request to a route: shaped by its schemas and broken in one place, or raw bytes, with a query string around. */
export function requestFor(route: RouteSpec, known: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const query = route.parameters.filter((parameter) => parameter.in === 'query');
  const path = route.parameters.filter((parameter) => parameter.in === 'path');
  const queryModel = Object.fromEntries(query.map((parameter) => [parameter.name, valueFor(parameter.schema, parameter.name, known)]));
  const queryValues = fc.record(queryModel, { requiredKeys: query.filter((p) => p.required).map((p) => p.name) });
  const pathValues = fc.tuple(
    ...path.map((parameter) => fc.oneof(valueFor(parameter.schema, parameter.name, known), nastyValue.map(asText))),
  );
  const address = fc.tuple(queryValues, mutation, rawQuerySuffix, pathValues).map(([values, change, suffix, pathParts]) => {
    let url = route.url;
    path.forEach((parameter, index) => (url = url.replace(`:${parameter.name}`, encode(asText(pathParts[index])))));
    const mutated = mutate(values, change);
    const search = (isContainer(mutated) && !Array.isArray(mutated) ? queryString(mutated) : `q=${encode(asText(mutated))}`) + suffix;
    return search ? `${url}?${search}` : url;
  });
  if (route.method === 'GET') return address.map((url) => ({ url, label: 'query' }));

  const shaped = fc
    .tuple(valueFor(route.body ?? { type: 'object', properties: {} }, 'body', known), mutation)
    .map(([body, change]) => mutate(body, change));
  const encoded = fc.oneof(
    {
      weight: 8,
      arbitrary: shaped.map((body) => ({ payload: JSON.stringify(body) ?? 'null', contentType: 'application/json', label: 'json' })),
    },
    {
      weight: 1,
      arbitrary: shaped.map((body) => ({ payload: JSON.stringify(body) ?? 'null', contentType: 'text/plain', label: 'json as text' })),
    },
    {
      weight: 1,
      arbitrary: shaped.map((body) => ({
        payload: multipart(isContainer(body) && !Array.isArray(body) ? body : { body }),
        contentType: 'multipart/form-data; boundary=grense',
        label: 'form',
      })),
    },
    { weight: 2, arbitrary: rawBody.map(([payload, contentType]) => ({ payload, contentType, label: 'raw' })) },
  );
  return fc.tuple(address, encoded).map(([url, body]) => ({ url, ...body }));
}

export interface SweepRequest {
  /** The field as the error `fields` name it. */
  field: string;
  at: 'query' | 'params' | 'body';
  url: string;
  payload?: string;
}

/**
 * A request per field of the route's schemas, each with `unsafe` in that one field and a sample value in
 * every other: each must be refused naming the field.
 */
export function unsafeTextRequests(route: RouteSpec, known: FuzzIds, unsafe: string): SweepRequest[] {
  const sampleOf = (location: 'query' | 'path') =>
    Object.fromEntries(route.parameters.filter((p) => p.in === location).map((p) => [p.name, String(fullSample(p.schema, p.name, known))]));
  const query = sampleOf('query');
  const params = sampleOf('path');
  const body = route.body ? fullSample(route.body, 'body', known) : undefined;
  const request = (
    field: string,
    at: SweepRequest['at'],
    values: { query?: Record<string, string>; params?: Record<string, string>; body?: unknown },
  ) => {
    let url = route.url;
    for (const [name, value] of Object.entries(values.params ?? params)) url = url.replace(`:${name}`, encode(value));
    const search = new URLSearchParams(values.query ?? query).toString();
    const payload = body === undefined ? undefined : JSON.stringify(values.body ?? body);
    return { field, at, url: search ? `${url}?${search}` : url, payload };
  };
  return [
    ...Object.keys(query).map((field) => request(field, 'query', { query: { ...query, [field]: unsafe } })),
    ...Object.keys(params).map((field) => request(field, 'params', { params: { ...params, [field]: unsafe } })),
    ...(body === undefined
      ? []
      : leafPaths(body).map((path) => request(path.join('.'), 'body', { body: withValueAt(body, path, unsafe) }))),
  ];
}
