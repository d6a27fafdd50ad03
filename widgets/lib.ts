import { startForumWidgets as start, type ForumWidgetsApi } from '@/mount/bootstrap';
import type {
  AnyWidgetComponent,
  RegisterOptions,
  WidgetDefinition,
  WidgetLoader,
} from '@/api/types/widgetContract';
import { builtinEnhancers, builtinWidgets } from './builtins';

/*
 * The npm package's entry for bundlers (`import … from 'forum-widgets'`, docs/embedding.md §9).
 * Importing it starts nothing: `startForumWidgets()` does, with the built-in widgets and the
 * ones registered before it. React, react-dom, Redux Toolkit and react-redux come from the
 * app (peer dependencies); the script tag's entry (widgets/entry.ts) bundles them instead.
 */

export { VERSION } from '@/mount/bootstrap';
export type { ForumWidgetsApi, BootstrapOptions } from '@/mount/bootstrap';
export { propsShape } from '@/mount/validate';
export type { PropsSpec } from '@/mount/validate';
export { EVENT_MOUNT, EVENT_UNMOUNT, EVENT_ERROR } from '@/mount/reporting';
export type {
  ForumWidgetsEventMap,
  MountEventDetail,
  UnmountEventDetail,
  ErrorEventDetail,
} from '@/mount/eventTypes';
export type {
  WidgetProps,
  PropsValidator,
  PropsCheck,
  StandardSchemaV1,
  StandardSchemaIssue,
  StandardSchemaResult,
  RegisterOptions,
  WidgetDefinition,
  WidgetLoader,
} from '@/api/types/widgetContract';
export type { BootstrapConfig, BootstrapUser, BootstrapPermissions } from '@/api/types/bootstrap';
export type { Runtime } from '@/store/runtimeTypes';
export type { RootState, AppDispatch, AppStore } from '@/store/store';
export type { PublicRuntime, PublicKit } from '@/mount/publicRuntime';
// The validators: `propsShape` above, and any Standard Schema (zod, valibot, arktype) as `validate`.
export { fromStandardSchema, isStandardSchema } from '@/mount/standardSchema';
// The public kit, the components `ForumWidgets.runtime().kit` gives the script tag's widgets.
export { Alert } from '@/ui/Alert';
export { CountBadge } from '@/ui/CountBadge';
export { DateTime } from '@/ui/DateTime';
export { Loader } from '@/ui/Loader';
export { Modal } from '@/ui/Modal';
export { NumberDisplay } from '@/ui/NumberDisplay';
export { Tooltip } from '@/ui/Tooltip';
export { UserPhoto } from '@/ui/UserPhoto';

export interface StartOptions {
  /** More widgets, registered after the built-ins (pass `overwrite: true` to replace one). */
  widgets?: WidgetDefinition[];
  /** `false` starts without the built-in widgets and enhancers. Default `true`. */
  builtins?: boolean;
  /** The window to start in (default: the global one). */
  win?: Window;
}

type Registration = (api: ForumWidgetsApi) => void;
/** Registrations made before `startForumWidgets()`; they run before its first scan. */
const pending: Registration[] = [];

const started = (win: Window | undefined = globalThis.window): ForumWidgetsApi | undefined =>
  win?.ForumWidgets;

function registerOrQueue(registration: Registration): void {
  const api = started();
  if (api) registration(api);
  else pending.push(registration);
}

/** Registers a widget component under `name`, before or after `startForumWidgets()`. */
export function registerWidget<P>(
  name: string,
  component: AnyWidgetComponent,
  options?: RegisterOptions<P>,
): void {
  registerOrQueue((api) => api.register(name, component, options));
}

/** Registers a widget whose code loads when its first marker appears. */
export function registerLazyWidget<P>(
  name: string,
  load: WidgetLoader,
  options?: RegisterOptions<P>,
): void {
  if (typeof load !== 'function')
    throw new TypeError(`registerLazyWidget("${name}"): the loader must be a function`);
  registerOrQueue((api) => api.registerLazy(name, load, options));
}

/**
 * Starts the library on the page, once: installs `window.ForumWidgets` and mounts the markers.
 * A second call returns the running API (as does a page where the script tag already started it).
 */
export function startForumWidgets(options: StartOptions = {}): ForumWidgetsApi {
  const builtins = options.builtins ?? true;
  const win = options.win ?? window;
  const queued = pending.splice(0);
  let initRan = false;
  // The queued registrations run in the init event, which comes before the first scan.
  const onInit = (e: Event): void => {
    initRan = true;
    for (const registration of queued) registration((e as CustomEvent<ForumWidgetsApi>).detail);
  };
  win.document.addEventListener('forum-widgets:init', onInit, { once: true });
  const api = start({
    win,
    widgets: [...(builtins ? builtinWidgets : []), ...(options.widgets ?? [])],
    enhancers: builtins ? builtinEnhancers : [],
    loadRuntime: () => import('./runtime'),
  });
  win.document.removeEventListener('forum-widgets:init', onInit);
  // Already running (the script tag, or an earlier call): no init event came.
  if (!initRan) for (const registration of queued) registration(api);
  else if (win.self !== win.top || api.config.config?.['embed.forceEmbed'])
    void import('@/embed/frame/embedFrame').then((m) => m.startEmbedFrame(api.config));
  return api;
}

/** `startForumWidgets`, under the name the script tag's API documents. */
export const bootstrap = startForumWidgets;
