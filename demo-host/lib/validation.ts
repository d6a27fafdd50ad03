/** Turns Fastify/Ajv validation failures into the API's `{ field, message, code }` errors. */
import type { FieldError } from './errors.ts';

interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export function fieldErrorsFromAjv(errors: AjvLikeError[], context?: string): FieldError[] {
  return errors.map((e) => {
    const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = typeof e.params.missingProperty === 'string' ? e.params.missingProperty : '';
    const field = [base, missing].filter(Boolean).join('.') || (context ?? 'body');
    let message: string;
    switch (e.keyword) {
      case 'required':
        message = `${field} is required.`;
        break;
      case 'type':
        message = `${field} is not a valid ${String(e.params.type)}.`;
        break;
      case 'enum':
        message = `${field} must be one of: ${((e.params.allowedValues as unknown[]) ?? []).join(', ')}.`;
        break;
      case 'additionalProperties':
        message = `${field}: unexpected field ${String(e.params.additionalProperty)}.`;
        break;
      default:
        message = `${field} ${e.message ?? 'is invalid'}.`;
    }
    return { field, message, code: e.keyword };
  });
}
