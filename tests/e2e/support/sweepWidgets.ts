// Opening the sweep table's pages in the browser (the table: sweepTable.ts).
import type { Page } from 'playwright-core';
import { api, type DemoHost, signIn } from './demoHost';
import { type SweepEntry, type SweepRole, sweepWidgets } from './sweepTable';

export { sweepWidgets } from './sweepTable';

/** The element a swept widget renders into. */
export const rootOf = (w: { name: string; root?: string }): string =>
  w.root ?? `[data-react="${w.name}"]`;

/** The widgets that share one visit: the same page, the same user and the same config. */
export interface SweepVisit {
  page: string;
  signIn?: SweepRole;
  config?: Record<string, unknown>;
  widgets: Array<{ name: string } & SweepEntry>;
}

/** The built-in widgets grouped by visit, so each sweep opens each page once per user. */
export function sweepVisits(): SweepVisit[] {
  const visits = new Map<string, SweepVisit>();
  for (const w of sweepWidgets()) {
    const key = JSON.stringify([w.page, w.signIn ?? null, w.config ?? null]);
    const visit = visits.get(key) ?? {
      page: w.page,
      signIn: w.signIn,
      config: w.config,
      widgets: [],
    };
    visit.widgets.push(w);
    visits.set(key, visit);
  }
  return [...visits.values()];
}

/** The demo pages of the built-in widgets, each once, in table order. */
export function sweepPages(): string[] {
  return [...new Set(sweepWidgets().map((w) => w.page))];
}

/** Sets site config as the admin, from a context of its own; resolves to its undoing. */
export async function setSiteConfig(
  page: Page,
  host: DemoHost,
  config: Record<string, unknown>,
): Promise<() => Promise<void>> {
  const context = await page.context().browser()!.newContext();
  const admin = await context.newPage();
  await signIn(admin, host, 'admin');
  const before = (await api<Record<string, unknown>>(admin, 'GET', '/config')).json ?? {};
  const undo = Object.fromEntries(Object.keys(config).map((k) => [k, before[k] ?? false]));
  const { status } = await api(admin, 'PATCH', '/config', config);
  if (status !== 204) throw new Error(`PATCH /config answered ${status}`);
  return async () => {
    await api(admin, 'PATCH', '/config', undo);
    await context.close();
  };
}

/**
 * Opens a visit's page (its user signed in, its config set, `query` added to the address),
 * mounts the markers the page does not hold and, unless `waitReady` is false, waits until each
 * widget shows its data. Resolves to the config's undoing.
 */
export async function openVisit(
  page: Page,
  host: DemoHost,
  visit: SweepVisit,
  query = '',
  { waitReady = true } = {},
): Promise<() => Promise<void>> {
  const undo = visit.config ? await setSiteConfig(page, host, visit.config) : async () => {};
  if (visit.signIn) await signIn(page, host, visit.signIn);
  const sep = visit.page.includes('?') ? '&' : '?';
  await page.goto(`${host.url}${visit.page}${query ? `${sep}${query}` : ''}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  const added = visit.widgets.filter((w) => w.addMarker);
  if (added.length > 0)
    await page.evaluate(
      async (markers) => {
        const box = document.createElement('div');
        box.className = 'fw-sweep-markers';
        for (const { name, props } of markers) {
          const el = document.createElement('div');
          el.setAttribute('data-react', name);
          el.setAttribute('data-props', JSON.stringify(props));
          box.append(el);
        }
        (document.getElementById('Content') ?? document.body).prepend(box);
        await window.ForumWidgets!.mount(box);
      },
      added.map(({ name, props }) => ({ name, props })),
    );
  if (waitReady)
    for (const w of visit.widgets)
      await page
        .locator(`${rootOf(w)} ${w.ready}`)
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => {
          throw new Error(`${w.name} did not show "${w.ready}" on ${visit.page}`);
        });
  return undo;
}
