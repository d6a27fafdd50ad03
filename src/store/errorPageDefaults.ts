import { selectIsDebug } from './bootstrapSlice';
import { selectIsGuest } from './currentUserSlice';
import { useAppSelector } from './hooks';

/**
 * The store's defaults for the interface kit's error pages (ErrorPageDefaultsContext of
 * src/ui/errorPageDefaults.ts): the current user is a guest, the bootstrap's `debug` flag.
 */
export function useErrorPageDefaults(): { isGuest: boolean; debug: boolean } {
  return { isGuest: useAppSelector(selectIsGuest), debug: useAppSelector(selectIsDebug) };
}
