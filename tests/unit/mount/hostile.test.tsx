import fc from 'fast-check';
import { Greeting } from './widgets';
import { settle, start, teardown } from './harness';
import { propsShape } from '@/mount/validate';

afterEach(teardown);

type Marker =
  | { kind: 'good'; id: string; name: string }
  | { kind: 'badJson'; id: string; raw: string }
  | { kind: 'wrongShape'; id: string; raw: string }
  | { kind: 'unknown'; id: string; name: string }
  | { kind: 'invalidProps'; id: string }
  | { kind: 'polluting'; id: string };

/** Random pages per run: 100 in `npm test`, 10,000 in `npm run test:stress` (HOSTILE_RUNS). */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 100);

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

const markerArb = (id: string): fc.Arbitrary<Marker> =>
  fc.oneof(
    fc
      .constantFrom('Greeting', 'greeting', 'GREETING')
      .map((name) => ({ kind: 'good' as const, id, name })),
    fc
      .oneof(
        fc.constant('{'),
        fc.constant('{"name":'),
        fc.string().filter((s) => isBadJson(s)),
      )
      .map((raw) => ({ kind: 'badJson' as const, id, raw })),
    fc
      .oneof(fc.constant('[]'), fc.constant('null'), fc.constant('42'), fc.constant('"text"'))
      .map((raw) => ({ kind: 'wrongShape' as const, id, raw })),
    fc
      .stringMatching(/^[A-Za-z][A-Za-z0-9]{0,12}$/)
      .filter((n) => !['greeting', 'typed'].includes(n.toLowerCase()))
      .map((name) => ({ kind: 'unknown' as const, id, name })),
    fc.constant({ kind: 'invalidProps' as const, id }),
    fc.constant({ kind: 'polluting' as const, id }),
  );

function isBadJson(s: string): boolean {
  try {
    JSON.parse(s);
    return false;
  } catch {
    return s.trim() !== '';
  }
}

function html(m: Marker, inner: string): string {
  const server = `<i class="server">server ${m.id}</i>${inner}`;
  switch (m.kind) {
    case 'good':
      return `<div id="${m.id}" data-react="${m.name}" data-props='{"name":"${m.id}"}'>${server}</div>`;
    case 'badJson':
    case 'wrongShape':
      return `<div id="${m.id}" data-react="Greeting" data-props='${escapeAttr(m.raw)}'>${server}</div>`;
    case 'unknown':
      return `<div id="${m.id}" data-react="${m.name}">${server}</div>`;
    case 'invalidProps':
      return `<div id="${m.id}" data-react="Typed" data-props='{"count":"not a number"}'>${server}</div>`;
    case 'polluting':
      return `<div id="${m.id}" data-react="Greeting" data-props='{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"name":"${m.id}"}'>${server}</div>`;
  }
}

describe('hostile pages (property-based)', () => {
  it(
    'mounts every valid marker, logs one error per bad one, keeps their server HTML, pollutes nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc
            .array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 12 })
            .chain((shape) =>
              fc
                .tuple(...shape.map((_, i) => markerArb(`m${i}`)))
                .map((markers) => ({ markers, nest: shape })),
            ),
          async ({ markers, nest }) => {
            // A marker with nest=1 is placed inside the previous bad marker's server HTML when possible.
            let page = '';
            let openBad: string | null = null;
            markers.forEach((m, i) => {
              const isGood = m.kind === 'good' || m.kind === 'polluting';
              if (nest[i] === 1 && openBad !== null && !isGood) {
                const nested = openBad + html(m, '');
                page = page.replace(openBad, () => nested);
              } else {
                page += html(m, '');
              }
              if (!isGood) openBad = `<i class="server">server ${m.id}</i>`;
            });
            teardown();
            const { api, errors } = start(page);
            api.register('Greeting', Greeting);
            api.register('Typed', Greeting, { validate: propsShape({ count: 'number' }) });
            await api.ready;
            await settle(3);
            for (const m of markers) {
              const el = document.getElementById(m.id)!;
              const good = m.kind === 'good' || m.kind === 'polluting';
              if (good) {
                expect(el.querySelector('.greeting')?.textContent).toBe(`Hello, ${m.id}`);
              } else {
                expect(el.querySelector(':scope > i.server')?.textContent).toBe(`server ${m.id}`);
                const mine = errors.mock.calls.filter((c: unknown[]) =>
                  String(c[0]).includes(` at #${m.id} `),
                );
                expect(mine).toHaveLength(1);
              }
            }
            const bad = markers.filter((m) => m.kind !== 'good' && m.kind !== 'polluting').length;
            expect(errors).toHaveBeenCalledTimes(bad);
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();
            expect(Object.prototype).not.toHaveProperty('polluted');
          },
        ),
        { numRuns: RUNS },
      );
    },
    Math.max(120_000, RUNS * 300),
  );

  it('copes with huge props, deep nesting and markers added and removed in the same tick', async () => {
    const big = 'x'.repeat(1024 * 1024);
    let deep = `<div id="leaf" data-react="Greeting" data-props='{"name":"leaf"}'></div>`;
    for (let i = 0; i < 20; i++) deep = `<div id="d${i}" data-react="Nope${i}">${deep}</div>`;
    const { api, errors } = start(
      `<div id="big" data-react="Greeting" data-props='{"name":"${big}"}'></div>${deep}`,
    );
    api.register('Greeting', Greeting);
    const flash = document.createElement('div');
    flash.setAttribute('data-react', 'Greeting');
    document.body.appendChild(flash);
    flash.remove();
    await api.ready;
    await settle(3);
    expect(document.querySelector('#big .greeting')!.textContent!.length).toBe(
      big.length + 'Hello, '.length,
    );
    expect(document.querySelector('#leaf')!.textContent).toBe('Hello, leaf');
    expect(errors).toHaveBeenCalledTimes(20);
    expect(flash.childNodes).toHaveLength(0);
  });
});
