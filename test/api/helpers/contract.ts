// The contract check every integration test runs on every response (through `call`, `callWith` and
// `fetchWorker` in http.ts): the request's operation and the response's status must be documented in
// /api/v1/openapi.json, the media type must be one the document lists for that status, and a JSON body
// must validate against the documented schema ($refs resolved against the document's components).
// Requests that match no documented operation may only get 404 or 405; any request may get the answers
// the document's description promises on every path (413 for a Content-Length over the cap, 500 for an
// unexpected failure), all with the Error body. CORS preflights (OPTIONS, answered on every path) and the
// document and reference page themselves are outside the document.

import { exports } from 'cloudflare:workers';
import { dereference, type Schema, validate } from '@cfworker/json-schema';

interface MediaType {
  schema?: Schema;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}
type Operation = { responses: Record<string, ResponseObject> };
type PathItem = Record<string, Operation>;
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description?: string; 'x-error-codes'?: unknown };
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, unknown> };
}

/** Served by the worker, deliberately not operations of the document (the document and its page). */
export const OUTSIDE_DOCUMENT = ['/api/v1/openapi.json', '/api/v1/docs', '/api/v1/docs/init.js'];

/** Answers on any path (info.description), and what a path without the requested operation answers. */
const ANY_PATH_STATUSES = [413, 500];
const UNMATCHED_STATUSES = [404, 405, ...ANY_PATH_STATUSES];

const DOCUMENT_URL = 'http://localhost/api/v1/openapi.json';

interface Loaded {
  doc: OpenApiDocument;
  lookup: Record<string, Schema | boolean>;
  routes: Array<{ pattern: RegExp; path: string; item: PathItem }>;
}

let loaded: Promise<Loaded> | undefined;

/** `/api/v1/videos/{id}/` → a pattern matching the path with or without its trailing slash. */
export function pathPattern(path: string): RegExp {
  const trimmed = path.replace(/\/+$/, '');
  const source = trimmed
    .split('/')
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

async function load(): Promise<Loaded> {
  const res = await exports.default.fetch(new Request(DOCUMENT_URL));
  if (res.status !== 200) throw new Error(`contract: GET ${DOCUMENT_URL} answered ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  // One walk of the whole document: every schema in it becomes addressable by its JSON pointer.
  const lookup = dereference(doc as unknown as Schema);
  const params = (path: string) => path.split('{').length;
  const routes = Object.entries(doc.paths)
    .map(([path, item]) => ({ pattern: pathPattern(path), path, item }))
    .sort((a, b) => params(a.path) - params(b.path));
  return { doc, lookup, routes };
}

function loadOnce(): Promise<Loaded> {
  loaded ??= load();
  return loaded;
}

/** The document, fetched from the worker once per test file. */
export async function openApiDocument(): Promise<OpenApiDocument> {
  return (await loadOnce()).doc;
}

function mediaTypeOf(res: Response): string | null {
  const header = res.headers.get('content-type');
  return header === null ? null : (header.split(';')[0]?.trim().toLowerCase() ?? null);
}

function fail(where: string, message: string, body = ''): never {
  throw new Error(`contract: ${where}: ${message}${body ? `\n  body: ${body.slice(0, 500)}` : ''}`);
}

function validateJson(lookup: Loaded['lookup'], schema: Schema, body: unknown, where: string, text: string) {
  const result = validate(body, schema, '2020-12', lookup, false);
  if (result.valid) return;
  const errors = result.errors
    .slice(-8)
    .map((e) => `    ${e.instanceLocation}: ${e.error} (${e.keywordLocation})`)
    .join('\n');
  fail(where, `the body does not match the documented schema:\n${errors}`, text);
}

async function checkBody(
  lookup: Loaded['lookup'],
  documented: ResponseObject,
  method: string,
  res: Response,
  where: string,
) {
  // HEAD and 304 answers carry headers only.
  if (method === 'HEAD' || res.status === 304 || res.status === 204) return;
  const content = documented.content ?? {};
  const type = mediaTypeOf(res);
  if (Object.keys(content).length === 0) {
    const text = await res.clone().text();
    if (text !== '') fail(where, 'a body where the document says there is none', text);
    return;
  }
  if (type === null || content[type] === undefined) {
    fail(where, `media type ${type} is not documented (documented: ${Object.keys(content).join(', ')})`);
  }
  const schema = content[type]?.schema;
  if (type !== 'application/json' || schema === undefined) return;
  const text = await res.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail(where, 'the body is not JSON', text);
  }
  validateJson(lookup, schema, body, where, text);
}

function errorResponse(doc: OpenApiDocument, where: string): ResponseObject {
  const schema = doc.components.schemas.Error;
  if (schema === undefined) fail(where, 'the document has no Error schema');
  return { description: 'Error', content: { 'application/json': { schema } } };
}

/**
 * Checks one exchange against the document and returns the response untouched (bodies are read from a
 * clone). Throws, failing the test, on an undocumented operation or status, or a body off its schema.
 */
export async function expectDocumented(request: Request, res: Response): Promise<Response> {
  const { lookup, routes, doc } = await loadOnce();
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const where = `${method} ${url.pathname} → ${res.status}`;
  if (method === 'OPTIONS') {
    if (res.status !== 204) fail(where, 'a CORS preflight answers 204');
    return res;
  }
  if (OUTSIDE_DOCUMENT.some((p) => pathPattern(p).test(url.pathname))) return res;

  // A path can match several documented ones (`/moods/summary/` and `/moods/{id}/`): the one serving
  // this method answers, the most literal first.
  const lower = method.toLowerCase();
  const operationOf = (item: PathItem) => item[lower] ?? (method === 'HEAD' ? item.get : undefined);
  const matching = routes.filter((r) => r.pattern.test(url.pathname));
  const route = matching.find((r) => operationOf(r.item) !== undefined) ?? matching[0];
  const operation = route === undefined ? undefined : operationOf(route.item);
  if (route === undefined || operation === undefined) {
    if (!UNMATCHED_STATUSES.includes(res.status)) {
      const what = route === undefined ? 'no documented path' : `${route.path} has no ${method}`;
      fail(where, `${what}, so only ${UNMATCHED_STATUSES.join('/')} may answer`, await res.clone().text());
    }
    await checkBody(lookup, errorResponse(doc, where), method, res, where);
    return res;
  }
  const documented =
    operation.responses[String(res.status)] ??
    (ANY_PATH_STATUSES.includes(res.status) ? errorResponse(doc, where) : undefined);
  if (documented === undefined) {
    const listed = Object.keys(operation.responses).join(', ');
    fail(
      where,
      `status ${res.status} is not documented for ${route.path} (documented: ${listed})`,
      await res.clone().text(),
    );
  }
  await checkBody(lookup, documented, method, res, where);
  return res;
}
