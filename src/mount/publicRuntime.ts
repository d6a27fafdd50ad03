import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import type { Runtime } from '@/store/runtimeTypes';
import { Alert } from '@/ui/Alert';
import { CountBadge } from '@/ui/CountBadge';
import { DateTime } from '@/ui/DateTime';
import { Loader } from '@/ui/Loader';
import { Modal } from '@/ui/Modal';
import { NumberDisplay } from '@/ui/NumberDisplay';
import { Tooltip } from '@/ui/Tooltip';
import { UserPhoto } from '@/ui/UserPhoto';

/*
 * What `ForumWidgets.runtime()` gives a site's own widgets: the page's React, its JSX runtime, the
 * store's hooks and the public interface kit, so a theme developer's bundle holds no second React.
 * A chunk of its own, loaded by the runtime chunk the first time a site script asks for it; the
 * built-in widgets never load it. Every name here is public and covered by semver
 * (docs/embedding.md §5).
 */

/** The interface kit's public components (docs/ui-kit.md has their props). */
export interface PublicKit {
  Alert: typeof Alert;
  CountBadge: typeof CountBadge;
  DateTime: typeof DateTime;
  Loader: typeof Loader;
  Modal: typeof Modal;
  NumberDisplay: typeof NumberDisplay;
  Tooltip: typeof Tooltip;
  UserPhoto: typeof UserPhoto;
}

/** `ForumWidgets.runtime()`: the runtime's fields plus what a site's own widget needs. */
export interface PublicRuntime extends Runtime {
  /** `react/jsx-runtime` of the page's React, for bundlers compiling JSX (`jsx: 'automatic'`). */
  jsx: typeof jsx;
  jsxs: typeof jsxs;
  Fragment: typeof Fragment;
  /** react-redux's hooks, typed for the page's store (`RootState`, `AppDispatch`). */
  useSelector: typeof useAppSelector;
  useDispatch: typeof useAppDispatch;
  useStore: typeof useAppStore;
  kit: PublicKit;
}

export const kit: PublicKit = {
  Alert,
  CountBadge,
  DateTime,
  Loader,
  Modal,
  NumberDisplay,
  Tooltip,
  UserPhoto,
};

/** The public runtime around the page's runtime (the same object's fields, the same store). */
export function createPublicRuntime(runtime: Runtime): PublicRuntime {
  return Object.freeze({
    ...runtime,
    jsx,
    jsxs,
    Fragment,
    useSelector: useAppSelector,
    useDispatch: useAppDispatch,
    useStore: useAppStore,
    kit: Object.freeze({ ...kit }),
  });
}
