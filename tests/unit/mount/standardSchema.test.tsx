import type { StandardSchemaIssue, StandardSchemaV1 } from '@/api/types/widgetContract';
import { fromStandardSchema, isStandardSchema } from '@/mount/standardSchema';
import { Greeting } from './widgets';
import { messages, settle, start, teardown } from './harness';

afterEach(teardown);

type Kind = 'string' | 'number';

/**
 * A Standard Schema written by hand, as zod, valibot and arktype implement it: `~standard.validate`
 * answers `{ value }` or `{ issues: [{ message, path }] }`, here synchronously or (`async`) as a
 * Promise. Paths use both forms the spec allows: a key, and `{ key }` for the nested `options`.
 */
function schema(fields: Record<string, Kind>, mode: 'sync' | 'async' = 'sync'): StandardSchemaV1 {
  const check = (value: unknown) => {
    const props = value as Record<string, unknown>;
    const issues: StandardSchemaIssue[] = [];
    for (const [key, kind] of Object.entries(fields)) {
      if (typeof props[key] !== kind)
        issues.push({ message: `Expected ${kind}, received ${typeof props[key]}`, path: [key] });
    }
    const options = props.options as Record<string, unknown> | undefined;
    if (options && typeof options.limit !== 'number')
      issues.push({ message: 'Expected number', path: [{ key: 'options' }, 'limit'] });
    return issues.length ? { issues } : { value };
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'handmade',
      validate: (value) => (mode === 'async' ? Promise.resolve(check(value)) : check(value)),
    },
  };
}

/** Like arktype's types: a function that also carries `~standard` (calling it never throws). */
function callableSchema(
  fields: Record<string, Kind>,
): StandardSchemaV1 & ((v: unknown) => unknown) {
  return Object.assign((data: unknown) => data, schema(fields));
}

describe('fromStandardSchema', () => {
  it('accepts props the schema accepts and names each issue with its path otherwise', () => {
    const validate = fromStandardSchema(schema({ name: 'string', count: 'number' }));
    expect(validate({ name: 'a', count: 1 })).toBe(true);
    expect(() => validate({ name: 3, count: 1, options: { limit: 'x' } })).toThrow(
      'prop "name": Expected string, received number; prop "options.limit": Expected number',
    );
  });

  it('refuses a schema that answers with a Promise, saying why', () => {
    const validate = fromStandardSchema(schema({ name: 'string' }, 'async'));
    expect(() => validate({ name: 'a' })).toThrow(
      /the handmade schema validated asynchronously \(it returned a Promise\)/,
    );
  });

  it('tells schemas from type guards, callable schemas included', () => {
    expect(isStandardSchema(schema({}))).toBe(true);
    expect(isStandardSchema(callableSchema({}))).toBe(true);
    expect(isStandardSchema(() => true)).toBe(false);
    expect(isStandardSchema({ '~standard': {} })).toBe(false);
    expect(isStandardSchema(null)).toBe(false);
  });
});

describe('Standard Schema validators on the host API', () => {
  const page = `
    <div id="good" data-react="Typed" data-props='{"name":"one"}'></div>
    <div id="bad" data-react="Typed" data-props='{"name":3}'>server html</div>`;

  it('mounts good props and refuses bad ones with the issues, keeping the server HTML', async () => {
    const { api, errors } = start(page);
    api.register('Typed', Greeting, { validate: schema({ name: 'string' }) });
    await api.ready;
    await settle(8);
    expect(document.getElementById('good')?.textContent).toBe('Hello, one');
    expect(document.getElementById('bad')?.textContent).toBe('server html');
    expect(messages(errors)).toEqual([
      expect.stringMatching(
        /Widget "Typed" at #bad has invalid props: prop "name": Expected string, received number/,
      ),
    ]);
  });

  it('checks a callable (arktype-like) schema as a schema, not as a type guard', async () => {
    const { api, errors } = start(page);
    api.register('Typed', Greeting, { validate: callableSchema({ name: 'string' }) });
    await api.ready;
    await settle(8);
    expect(document.getElementById('bad')?.textContent).toBe('server html');
    expect(messages(errors).join('\n')).toMatch(/#bad has invalid props: prop "name"/);
  });

  it('takes a schema exported as validateProps by the widget chunk', async () => {
    const { api, errors } = start(page);
    const chunk = { default: Greeting, validateProps: schema({ name: 'string' }) };
    api.registerLazy('Typed', () => Promise.resolve(chunk));
    await api.ready;
    await settle(8);
    expect(document.getElementById('good')?.textContent).toBe('Hello, one');
    expect(document.getElementById('bad')?.textContent).toBe('server html');
    expect(messages(errors).join('\n')).toMatch(/#bad has invalid props: prop "name"/);
  });

  it('checks a schema registered after the runtime is loaded before the first render', async () => {
    const { api, errors } = start(`<div id="w" data-react="Greeting"></div>${page}`);
    api.register('Greeting', Greeting);
    await api.ready;
    expect(document.getElementById('w')?.textContent).toBe('Hello, world');
    api.register('Typed', Greeting, { validate: schema({ name: 'string' }) });
    await settle(8);
    expect(document.getElementById('good')?.textContent).toBe('Hello, one');
    expect(document.getElementById('bad')?.textContent).toBe('server html');
    expect(messages(errors).join('\n')).toMatch(/#bad has invalid props: prop "name"/);
  });

  it('keeps the previous props when a change fails the schema', async () => {
    const { api, errors } = start(
      `<div id="w" data-react="Typed" data-props='{"name":"a"}'></div>`,
    );
    api.register('Typed', Greeting, { validate: schema({ name: 'string' }) });
    await api.ready;
    document.getElementById('w')?.setAttribute('data-props', '{"name":false}');
    await settle(8);
    expect(document.getElementById('w')?.textContent).toBe('Hello, a');
    expect(messages(errors).join('\n')).toMatch(
      /has invalid props: prop "name": Expected string, received boolean; keeping the previous props/,
    );
  });

  it('refuses an asynchronous schema with a logged reason and keeps the server HTML', async () => {
    const { api, errors } = start(
      `<div id="w" data-react="Typed" data-props='{"name":"a"}'>x</div>`,
    );
    api.register('Typed', Greeting, { validate: schema({ name: 'string' }, 'async') });
    await api.ready;
    await settle(8);
    expect(document.getElementById('w')?.textContent).toBe('x');
    expect(messages(errors).join('\n')).toMatch(
      /Widget "Typed" at #w has invalid props: the handmade schema validated asynchronously/,
    );
  });
});
