import { createContext } from 'react';

/** What an error page assumes where its props do not say. */
export interface ErrorPageDefaults {
  /** The viewer is a guest (the 403 page then offers Sign In). */
  isGuest: boolean;
  /** Show the error's details and stack trace. */
  debug: boolean;
}

const BARE: ErrorPageDefaults = { isGuest: true, debug: false };

/**
 * The hook an ErrorPage calls for its defaults. The interface kit knows no store: the mount
 * runtime puts the store's answer here (`useErrorPageDefaults`, src/store/errorPageDefaults.ts)
 * around every widget root, as the tests' renderWithProviders does. Outside them: a guest, no debug.
 */
export const ErrorPageDefaultsContext = createContext<() => ErrorPageDefaults>(() => BARE);
