import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { type AppStore, type AppStoreOptions, createAppStore, type RootState } from '@/store/store';
import { useErrorPageDefaults } from '@/store/errorPageDefaults';
import { ErrorPageDefaultsContext } from '@/ui/errorPageDefaults';
import { TEST_CONFIG } from './msw';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  config?: BootstrapConfig;
  storeOptions?: AppStoreOptions;
}

export type RenderWithProvidersResult = RenderResult & {
  store: AppStore;
  user: ReturnType<typeof userEvent.setup>;
};

/** A fresh real store for one test, seeded like a page: `createAppStore(config, preloadedState)`. */
export function makeTestStore(
  config: BootstrapConfig = TEST_CONFIG,
  preloadedState?: Partial<RootState>,
  options?: AppStoreOptions,
): AppStore {
  return createAppStore({ ...TEST_CONFIG, ...config }, preloadedState, options);
}

/**
 * Renders `ui` inside a Provider with a fresh real store, and the store's error page defaults as
 * the mount runtime gives every widget root; returns the store with a userEvent instance.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, config, storeOptions, ...renderOptions }: ProvidersOptions = {},
): RenderWithProvidersResult {
  const store = makeTestStore(config, preloadedState, storeOptions);
  const Wrapper = ({ children }: { children: ReactNode }): ReactElement => (
    <Provider store={store}>
      <ErrorPageDefaultsContext.Provider value={useErrorPageDefaults}>
        {children}
      </ErrorPageDefaultsContext.Provider>
    </Provider>
  );
  const user = userEvent.setup();
  return { store, user, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
