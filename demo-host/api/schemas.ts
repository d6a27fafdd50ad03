/** Small JSON-schema building blocks for route validation. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export const expandQuery = { type: 'array', items: { type: 'string' } } as const;

export function obj(
  properties: Record<string, unknown>,
  required: string[] = [],
  additionalProperties = true,
): Record<string, unknown> {
  return { type: 'object', properties, required, additionalProperties };
}
