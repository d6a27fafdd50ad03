/**
 * Checks JSON responses against our own contract (`api/openapi.yaml`), finding the operation by
 * path template. Known, documented departures (docs/api-deviations.md, "Demo host") are listed
 * here and ignored; anything else is a violation.
 */
import { OWN_CONTRACT } from '../../support/openApiFiles';
import { OpenApi } from './openapi';

let shared: OpenApi | undefined;
export function openApi(): OpenApi {
  shared ??= new OpenApi(OWN_CONTRACT);
  return shared;
}

/** `METHOD template status` → error substrings that are documented deviations. */
export const DOCUMENTED_DEVIATIONS: Record<string, string[]> = {
  // LongRunnerProgress.exceptionsByID is typed as one error object, not a map of them.
  'DELETE /discussions/list 408': ['/progress/exceptionsByID'],
  'PATCH /discussions/move 408': ['/progress/exceptionsByID'],
  'PATCH /discussions/close 408': ['/progress/exceptionsByID'],
  'POST /calls/run 408': ['/progress/exceptionsByID'],
  // The finished step carries no callbackPayload (the schema marks it required).
  'POST /calls/run 200': [
    "must have required property 'callbackPayload'",
    '/progress/exceptionsByID',
  ],
  // Database themes: integer themeID and type "themeDB" everywhere.
  'GET /themes 200': ['/type must be equal to one of the allowed values'],
  'GET /themes/{themeID} 200': ['/themeID must be string'],
  'GET /themes/{themeID}/revisions 200': ['/themeID must be string'],
  'GET /themes/current 200': ['/themeID must be string'],
  // PUT /collections/by-resource answers with every collection holding the record.
  'PUT /collections/by-resource 200': ['/ must be object'],
};

interface Template {
  method: string;
  template: string;
  regex: RegExp;
  params: number;
}
let templates: Template[] | undefined;

function allTemplates(): Template[] {
  templates ??= [...openApi().operations.keys()].map((key) => {
    const [method = '', template = ''] = key.split(' ');
    const source = template
      .replace(/\/$/, '')
      .split('/')
      .map((seg) => seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+'))
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
