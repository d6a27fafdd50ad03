import type { EnhancerContext } from '@/index';
import type { RootHandle } from '@/api/types/widgetContract';
import { fetchUser } from '@/features/users/usersSlice';
import { UserCardPopup } from '@/features/users/components/UserCardPopup';
import { userCardRequest } from '@/features/users/components/useUserCard';

/** The legacy HTML's user links: `<a class="js-userCard" data-userid="12" href="/profile/jane">`. */
export const LEGACY_USER_LINK = 'a[data-userid]';

interface OpenCard {
  link: HTMLAnchorElement;
  container: HTMLElement;
  handle: RootHandle;
}

function userIDOf(link: HTMLAnchorElement): number | null {
  const id = Number(link.getAttribute('data-userid'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function linkFrom(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest(LEGACY_USER_LINK);
  return link instanceof HTMLAnchorElement && userIDOf(link) !== null ? link : null;
}

/** A plain activation: no modifier keys, so ctrl/meta/shift/alt keep opening the profile. */
function isPlain(event: MouseEvent | KeyboardEvent): boolean {
  return !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

let sequence = 0;

/**
 * Upgrades the legacy user links without markers: a plain click or Enter on any
 * `a[data-userid]` (including links inserted later, through event delegation on the document)
 * opens the user card anchored to the link, instead of following it. Hovering or focusing a
 * link starts loading the user. Returns the cleanup.
 */
export function enhance(ctx: EnhancerContext): () => void {
  const { doc, runtime } = ctx;
  let open: OpenCard | null = null;

  const close = (returnFocus: boolean): void => {
    const current = open;
    if (!current) return;
    open = null;
    current.link.setAttribute('aria-expanded', 'false');
    current.link.removeAttribute('aria-controls');
    current.handle.unmount();
    current.container.remove();
    if (returnFocus && current.link.isConnected) current.link.focus();
  };

  const openFor = (link: HTMLAnchorElement): void => {
    const userID = userIDOf(link);
    if (userID === null) return;
    const again = open?.link === link;
    close(false);
    if (again) return; // a second click on the same link closes its card
    const container = doc.createElement('div');
    container.className = 'fw-root fw-userCard-host';
    doc.body.appendChild(container);
    const id = `fw-userCard-${(sequence += 1)}`;
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute('aria-expanded', 'true');
    link.setAttribute('aria-controls', id);
    const handle = runtime.mountWidget(
      container,
      UserCardPopup,
      { id, userID, anchor: link, onClose: close },
      { onMounted() {}, onRenderError() {}, onDismiss: () => close(false) },
    );
    open = { link, container, handle };
  };

  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0 || !isPlain(event)) return;
    const link = linkFrom(event);
    if (!link) return;
    event.preventDefault();
    openFor(link);
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' || event.defaultPrevented || !isPlain(event)) return;
    const link = linkFrom(event);
    if (!link) return;
    // Stops the click that Enter would fire on the link, so it does not navigate.
    event.preventDefault();
    openFor(link);
  };

  const onIntent = (event: Event): void => {
    const link = linkFrom(event);
    if (!link) return;
    if (!link.hasAttribute('aria-haspopup')) link.setAttribute('aria-haspopup', 'dialog');
    const userID = userIDOf(link);
    if (userID !== null) void runtime.store.dispatch(fetchUser(userCardRequest(userID)));
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('pointerover', onIntent);
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
    close(false);
  };
}
