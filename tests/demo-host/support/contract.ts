/**
 * Checks JSON responses against our own contract (`api/openapi.yaml`), finding the operation by
 * path template. Anything that does not conform is a violation.
 */
import { OWN_CONTRACT } from '../../support/openApiFiles';
import { OpenApi } from './openapi';

let shared: OpenApi | undefined;
export function openApi(): OpenApi {
  shared ??= new OpenApi(OWN_CONTRACT);
  return shared;
}

/**
 * `METHOD template status` → error substrings that are documented departures of the demo host
 * from our contract. None today: the contract describes what the demo host answers, and
 * docs/api-deviations.md lists where both depart from the reference OpenAPI.
 */
export const DOCUMENTED_DEVIATIONS: Record<string, string[]> = {};

interface Template {
  method: string;
  template: string;
  regex: RegExp;
  params: number;
}
let templates: Template[] | undefined;

function allTemplates(): Template[] {
  templates ??= [...openApi().operations].map(([key, op]) => {
    const [method = '', template = ''] = key.split(' ');
    // An integer path parameter matches digits only, so `/discussions/bookmarked` is not
    // taken for `/discussions/{discussionID}`.
    const integers = new Set(
      ((op.parameters ?? []) as { in?: string; name?: string; schema?: { type?: unknown } }[])
        .filter((p) => p.in === 'path' && p.schema?.type === 'integer')
        .map((p) => p.name),
    );
    const source = template
      .replace(/\/$/, '')
      .split('/')
      .map((seg) =>
        seg
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\{([^}]+)\}/g, (_, name: string) => (integers.has(name) ? '[0-9]+' : '[^/]+')),
      )
      .join('/');
    return {
      method,
      template,
      regex: new RegExp(`^${source}/?$`),
      params: (template.match(/\{/g) ?? []).length,
    };
  });
  return templates;
}

/** The OpenAPI template for a concrete API path (without /api/v2), preferring static matches. */
export function findTemplate(method: string, apiPath: string): string | undefined {
  const matches = allTemplates()
    .filter((t) => t.method === method && t.regex.test(apiPath))
    .sort((a, b) => a.params - b.params);
  return matches[0]?.template;
}

export interface Checked {
  key: string;
  errors: string[];
}

/** Validates one response; returns undefined when the OpenAPI gives no JSON schema for it. */
export function checkResponse(
  method: string,
  url: string,
  status: number,
  body: unknown,
): Checked | undefined {
  const apiPath = new URL(url, 'http://x').pathname.replace(/^\/api\/v2/, '');
  const template = findTemplate(method, apiPath);
  if (!template || openApi().responseSchema(method, template, status) === undefined)
    return undefined;
  const key = `${method} ${template} ${status}`;
  const allowed = DOCUMENTED_DEVIATIONS[key] ?? [];
  const errors = openApi()
    .validate(method, template, status, body)
    .filter((e) => !allowed.some((a) => e.includes(a)));
  return { key, errors };
}
