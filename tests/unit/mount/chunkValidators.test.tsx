import { propsShape } from '@/mount/validate';
import { Greeting } from './widgets';
import { messages, settle, start, teardown } from './harness';

afterEach(teardown);

/**
 * A lazy widget may export `validateProps` from its own chunk, so the entry carries only its name
 * and import. The validator runs once the chunk is here, before the first render, and again on
 * every later props change, with the same messages as a validator given at registration.
 */
describe('validators carried by the widget chunk', () => {
  const chunk = {
    default: Greeting,
    validateProps: propsShape<{ name: string }>({ name: 'string' }),
  };

  it('refuses bad props after the load, leaving the server HTML, and mounts good ones', async () => {
    const { api, errors } = start(`
      <div id="good" data-react="Lazy" data-props='{"name":"one"}'></div>
      <div id="bad" data-react="Lazy" data-props='{"name":3}'>server html</div>`);
    api.registerLazy('Lazy', () => Promise.resolve(chunk));
    await api.ready;
    await settle(8);
    expect(document.getElementById('good')?.textContent).toContain('one');
    expect(document.getElementById('bad')?.textContent).toBe('server html');
    expect(messages(errors)).toEqual([
      expect.stringMatching(
        /Widget "Lazy" at #bad has invalid props: prop "name" must be a string, got number/,
      ),
    ]);
  });

  it('keeps the previous props when a later change breaks the chunk validator', async () => {
    const { api, errors } = start(`<div id="w" data-react="Lazy" data-props='{"name":"a"}'></div>`);
    api.registerLazy('Lazy', () => Promise.resolve(chunk));
    await api.ready;
    await settle(8);
    document.getElementById('w')?.setAttribute('data-props', '{"name":false}');
    await settle(8);
    expect(document.getElementById('w')?.textContent).toContain('a');
    expect(messages(errors).join('\n')).toMatch(/keeping the previous props/);
  });
});
