/**
 * Loads an OpenAPI document (our `api/openapi.yaml`, or a folder of fragments), resolves the
 * `$ref`s that point across files, and validates JSON bodies against the response schema of an
 * operation with Ajv (OpenAPI 3.1 type lists, and 3.0 `nullable` too).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { openApiFiles, refTarget } from '../../support/openApiFiles';

type Json = unknown;
interface Doc {
  paths?: Record<string, Record<string, Json>>;
}

function pointer(doc: Json, ptr: string): Json {
  let cur: Json = doc;
  for (const raw of ptr.split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, Json>)[key];
  }
  return cur;
}

export class OpenApi {
  private docs = new Map<string, Json>();
  /** `METHOD /path` → operation object with every $ref resolved. */
  readonly operations = new Map<string, Record<string, Json>>();
  /** Refs the reference fragments point at but do not define; they validate as `{}`. */
  readonly unresolved = new Set<string>();
  private ajv: Ajv;
  private cache = new Map<string, ValidateFunction>();

  constructor(readonly root: string) {
    for (const file of openApiFiles(root))
      this.docs.set(file, parse(fs.readFileSync(file, 'utf8'), { merge: true }) as Json);
    for (const [file, doc] of this.docs) {
      for (const [p, ops] of Object.entries((doc as Doc).paths ?? {})) {
        for (const [method, op] of Object.entries(ops ?? {})) {
          if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
          const shared = ((ops as Record<string, Json>).parameters ?? []) as Json[];
          const own = ((op as Record<string, Json>).parameters ?? []) as Json[];
          this.operations.set(
            `${method.toUpperCase()} ${p}`,
            this.resolve(
              { ...(op as object), parameters: [...shared, ...own] },
              file,
              [],
            ) as Record<string, Json>,
          );
        }
      }
    }
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    for (const f of ['date-filter', 'range-expression', 'int32', 'int64', 'color', 'url'])
      this.ajv.addFormat(f, true);
  }

  private resolve(node: Json, file: string, stack: string[]): Json {
    if (Array.isArray(node)) return node.map((n) => this.resolve(n, file, stack));
    if (node === null || typeof node !== 'object') return node;
    const obj = node as Record<string, Json>;
    if (typeof obj.$ref === 'string') {
      const [rel, ptr = ''] = obj.$ref.split('#');
      const target = refTarget(file, rel ?? '');
      const key = `${target}#${ptr}`;
      if (stack.includes(key)) return {}; // recursive schema: accept anything below
      const doc = this.docs.get(target);
      const found = doc === undefined ? undefined : pointer(doc, ptr);
      if (found === undefined) {
        this.unresolved.add(`${obj.$ref} (in ${path.relative(this.root, file)})`);
        return {};
      }
      return this.resolve(found, target, [...stack, key]);
    }
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = this.resolve(v, file, stack);
    return out;
  }

  /** The JSON response schema of an operation for a status, or undefined if none is given. */
  responseSchema(method: string, apiPath: string, status: number): Json | undefined {
    const op = this.operations.get(`${method.toUpperCase()} ${apiPath}`);
    if (!op) return undefined;
    const responses = (op.responses ?? {}) as Record<string, Record<string, Json>>;
    const res =
      responses[String(status)] ??
      responses[`${String(status)[0]}XX`] ??
      (status >= 400 ? responses.default : undefined);
    const content = res?.content as Record<string, { schema?: Json }> | undefined;
    return content?.['application/json']?.schema;
  }

  /** Validates; returns a list of readable errors (empty when valid). */
  validate(method: string, apiPath: string, status: number, body: Json): string[] {
    const key = `${method.toUpperCase()} ${apiPath} ${status}`;
    let fn = this.cache.get(key);
    if (!fn) {
      const schema = this.responseSchema(method, apiPath, status);
      if (schema === undefined) throw new Error(`No response schema for ${key}`);
      fn = this.ajv.compile(toJsonSchema(schema) as object);
      this.cache.set(key, fn);
    }
    if (fn(body)) return [];
    return (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  }
}

/** Converts OpenAPI 3.0 schema quirks (nullable, example, x-*) to plain JSON Schema. */
export function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const src = node as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(src)) {
    if (k === 'example' || k === 'examples' || k.startsWith('x-') || k === 'nullable') continue;
    if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v).map(([pk, pv]) => [pk, toJsonSchema(pv)]));
    } else out[k] = toJsonSchema(v);
  }
  if (src.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    if (!out.type && (out.oneOf || out.anyOf || out.allOf))
      return { anyOf: [out, { type: 'null' }] };
  }
  // Reference `required` lists sometimes name fields an object never declares; keep them.
  return out;
}
