import { useAppSelector } from '@/store/hooks';
import { buildEntryUrl } from './entryLinks';
import { selectTitleBarConfig } from './titleBarConfig';

/**
 * The guest's entry links, each with a `target` back to this page (none on /entry pages):
 * Sign In, and Register unless registration is switched off (02 §2). Used by the title bar's
 * guest buttons and the GuestCallToAction layout widget.
 */
export function useGuestLinks(): { signIn: string; register?: string } {
  const config = useAppSelector(selectTitleBarConfig);
  return {
    signIn: buildEntryUrl('signIn', config.signInUrl, window.location),
    register: config.registrationEnabled
      ? buildEntryUrl('register', config.registerUrl, window.location)
      : undefined,
  };
}
