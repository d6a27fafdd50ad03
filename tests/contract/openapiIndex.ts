import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { openApiFiles, refTarget } from '../support/openApiFiles';

/** One documented operation of an OpenAPI (ours or the reference), reduced to what the contract test compares. */
export interface Operation {
  method: string;
  template: string;
  file: string;
  matcher: RegExp;
  literalSegments: number;
  query: Set<string>;
  /** Documented request body: content types and field names; `freeForm` takes any field. */
  body: { contentTypes: string[]; fields: Set<string>; freeForm: boolean } | null;
}

type Node = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Loads every fragment and resolves `$ref`s across files. */
export function loadOpenApi(root: string): Operation[] {
  const docs = new Map<string, Node>();
  for (const file of openApiFiles(root))
    docs.set(file, (YAML.parse(fs.readFileSync(file, 'utf8')) ?? {}) as Node);

  const deref = (node: unknown, file: string): [Node | undefined, string] => {
    let current = node as Node | undefined;
    let currentFile = file;
    for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops += 1) {
      const [target, pointer = ''] = (current.$ref as string).split('#');
      currentFile = refTarget(currentFile, target ?? '');
      let found: unknown = docs.get(currentFile);
      for (const part of pointer.split('/').filter(Boolean)) {
        found = (found as Node | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      current = found as Node | undefined;
    }
    return [current, currentFile];
  };

  const fieldsOf = (
    schema: unknown,
    file: string,
    depth = 0,
  ): { fields: string[]; freeForm: boolean } => {
    const [node, nodeFile] = deref(schema, file);
    if (!node || depth > 6) return { fields: [], freeForm: true };
    const fields = Object.keys((node.properties as Node | undefined) ?? {});
    let freeForm =
      Boolean(node.additionalProperties) ||
      (!node.properties && !node.allOf && !node.oneOf && !node.anyOf);
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      for (const part of (node[key] as unknown[] | undefined) ?? []) {
        const inner = fieldsOf(part, nodeFile, depth + 1);
        fields.push(...inner.fields);
        freeForm ||= inner.freeForm && key !== 'allOf';
      }
    }
    if (node.type === 'array' || node.type === 'string') freeForm = false;
    return { fields, freeForm };
  };

  const operations: Operation[] = [];
  for (const [file, doc] of docs) {
    for (const [template, pathItem] of Object.entries((doc.paths as Node | undefined) ?? {})) {
      const item = (pathItem ?? {}) as Node;
      for (const method of METHODS) {
        const op = item[method] as Node | undefined;
        if (!op) continue;
        const params = [
          ...((item.parameters as unknown[]) ?? []),
          ...((op.parameters as unknown[]) ?? []),
        ]
          .map((p) => deref(p, file)[0])
          .filter((p): p is Node => Boolean(p));
        const query = new Set(params.filter((p) => p.in === 'query').map((p) => String(p.name)));
        let body: Operation['body'] = null;
        if (op.requestBody) {
          const [requestBody, bodyFile] = deref(op.requestBody, file);
          const content = (requestBody?.content as Node | undefined) ?? {};
          const contentTypes = Object.keys(content);
          const first = content[contentTypes[0] ?? ''] as Node | undefined;
          const { fields, freeForm } = fieldsOf(first?.schema, bodyFile);
          body = { contentTypes, fields: new Set(fields), freeForm };
        }
        const normalised = template.replace(/\/+$/, '') || '/';
        const segments = normalised.split('/').filter(Boolean);
        const pattern = segments
          .map((s) =>
            /^(\{[^}]+\}|:\w+)$/.test(s) ? '[^/]+' : s.replace(/[.$^*+?()[\]\\|]/g, '\\$&'),
          )
          .join('/');
        operations.push({
          method: method.toUpperCase(),
          template: normalised,
          file: path.relative(root, file) || path.basename(file),
          matcher: new RegExp(`^/${pattern}$`),
          literalSegments: segments.filter((s) => !/^(\{[^}]+\}|:\w+)$/.test(s)).length,
          query,
          body,
        });
      }
    }
  }
  return operations;
}

/** The documented operation a concrete request hits: the match with the most literal segments. */
export function findOperation(
  operations: Operation[],
  method: string,
  pathname: string,
): Operation | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return operations
    .filter((op) => op.method === method && op.matcher.test(clean))
    .sort((a, b) => b.literalSegments - a.literalSegments)[0];
}
