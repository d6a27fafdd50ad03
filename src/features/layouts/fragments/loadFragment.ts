import { loadScript } from '@/utils/scriptLoader';
import type { ResolvedWidget, WidgetResolver } from '@/store/widgetResolver';
import type { FragmentImpl } from '../layoutTypes';

/** 03 §9: a fragment's stylesheet gives up after 1000 ms; it is removed 100 ms after its last use. */
export const STYLESHEET_TIMEOUT_MS = 1000;
export const STYLESHEET_REMOVAL_DELAY_MS = 100;
export const FRAGMENT_PATH = '/api/v2/fragments/';

/** The name a fragment's script registers its component under (docs/layouts.md "Fragments"). */
export const fragmentWidgetName = (fragmentUUID: string): string => `fragment:${fragmentUUID}`;

/**
 * Whether a fragment asset may be loaded: only from the site's own origin and under
 * /api/v2/fragments/ (a site served under a path prefix keeps its prefix before /api/v2).
 */
export function isFragmentAssetUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin && parsed.pathname.includes(FRAGMENT_PATH);
  } catch {
    return false;
  }
}

export class FragmentLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FragmentLoadError';
  }
}

interface SheetUse {
  el: HTMLLinkElement | HTMLStyleElement;
  users: number;
  ready: Promise<void>;
  removal?: ReturnType<typeof setTimeout>;
}
const sheets = new Map<string, SheetUse>();

function applyNonce(el: HTMLElement, nonce: string | undefined): void {
  if (!nonce) return;
  el.nonce = nonce;
  el.setAttribute('nonce', nonce);
}

/**
 * Adds a fragment's stylesheet (a same-origin `cssUrl` link or its inline `css`) once, and counts
 * its users. Resolves when it applied, or after 1000 ms or a load error (logged; the fragment still
 * renders). The returned release removes it 100 ms after its last user went.
 */
export function addFragmentStylesheet(
  impl: FragmentImpl,
  nonce: string | undefined,
): { ready: Promise<void>; release: () => void } {
  const key = impl.cssUrl ? `url:${impl.cssUrl}` : `css:${impl.fragmentUUID}`;
  let use = sheets.get(key);
  if (!use) {
    if (impl.cssUrl) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = impl.cssUrl;
      link.setAttribute('data-fw-fragment', impl.fragmentUUID);
      applyNonce(link, nonce);
      const ready = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          console.error(
            `[forum-widgets] The stylesheet of fragment ${impl.fragmentUUID} did not load within ${STYLESHEET_TIMEOUT_MS} ms: ${impl.cssUrl}`,
          );
          resolve();
        }, STYLESHEET_TIMEOUT_MS);
        link.addEventListener('load', () => {
          clearTimeout(timer);
          resolve();
        });
        link.addEventListener('error', () => {
          clearTimeout(timer);
          console.error(
            `[forum-widgets] The stylesheet of fragment ${impl.fragmentUUID} failed to load: ${impl.cssUrl}`,
          );
          resolve();
        });
      });
      document.head.appendChild(link);
      use = { el: link, users: 0, ready };
    } else {
      const style = document.createElement('style');
      style.setAttribute('data-fw-fragment', impl.fragmentUUID);
      applyNonce(style, nonce);
      style.textContent = impl.css ?? '';
      document.head.appendChild(style);
      use = { el: style, users: 0, ready: Promise.resolve() };
    }
    sheets.set(key, use);
  }
  const current = use;
  if (current.removal !== undefined) clearTimeout(current.removal);
  current.removal = undefined;
  current.users++;
  let released = false;
  return {
    ready: current.ready,
    release: () => {
      if (released) return;
      released = true;
      current.users--;
      if (current.users > 0) return;
      current.removal = setTimeout(() => {
        if (current.users > 0) return;
        current.el.remove();
        sheets.delete(key);
      }, STYLESHEET_REMOVAL_DELAY_MS);
    },
  };
}

const scripts = new Map<string, Promise<ResolvedWidget>>();

/**
 * Loads a fragment's script (same origin, under /api/v2/fragments/, with the page's CSP nonce)
 * and resolves to the component it registered as `fragment:{fragmentUUID}`. Nothing is evaluated
 * from a string: the browser loads the script from its URL like any other script of the site.
 */
export function loadFragmentComponent(
  impl: FragmentImpl,
  resolve: WidgetResolver,
  nonce: string | undefined,
): Promise<ResolvedWidget> {
  const jsUrl = impl.jsUrl!;
  let pending = scripts.get(impl.fragmentUUID);
  if (!pending) {
    pending = loadScript(jsUrl, { nonce })
      .catch((e: unknown) => {
        throw new FragmentLoadError(`its script failed to load (${(e as Error)?.message ?? e})`);
      })
      .then(() => resolve(fragmentWidgetName(impl.fragmentUUID)))
      .then((widget) => {
        if (!widget)
          throw new FragmentLoadError(
            `its script did not register "${fragmentWidgetName(impl.fragmentUUID)}"`,
          );
        return widget;
      });
    pending.catch(() => scripts.delete(impl.fragmentUUID));
    scripts.set(impl.fragmentUUID, pending);
  }
  return pending;
}

/** Why a fragment implementation cannot be used, or null when it can. */
export function fragmentRefusal(impl: FragmentImpl): string | null {
  if (
    !impl ||
    typeof impl !== 'object' ||
    typeof impl.fragmentUUID !== 'string' ||
    !impl.fragmentUUID
  )
    return 'has no fragmentUUID';
  if (impl.jsUrl !== undefined && !isFragmentAssetUrl(impl.jsUrl))
    return `has a jsUrl outside this site's /api/v2/fragments/: ${String(impl.jsUrl)}`;
  if (impl.cssUrl !== undefined && !isFragmentAssetUrl(impl.cssUrl))
    return `has a cssUrl outside this site's /api/v2/fragments/: ${String(impl.cssUrl)}`;
  return null;
}
