import { bootstrap, type BootstrapOptions, type ForumWidgetsApi } from '@/mount/bootstrap';

export interface Harness {
  api: ForumWidgetsApi;
  errors: jest.SpyInstance;
  warnings: jest.SpyInstance;
}

let current: ForumWidgetsApi | null = null;

/** Puts `html` in the body and starts the library on it, with console.error/warn captured. */
export function start(html: string, options: BootstrapOptions = {}): Harness {
  document.body.innerHTML = html;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = bootstrap(options);
  current = api;
  return { api, errors, warnings };
}

export function teardown(): void {
  current?.destroy();
  current = null;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.body.className = '';
  jest.restoreAllMocks();
}

/** Lets the observer, microtasks, lazy imports and React's scheduler run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** The messages of every console.error call, joined per call. */
export function messages(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map((args: unknown[]) => args.map(String).join(' '));
}
