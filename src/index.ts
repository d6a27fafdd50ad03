/**
 * The public entry of forum-widgets: `bootstrap` starts the library on a page and installs
 * `window.ForumWidgets`. Built-in widgets are added by the build's entry (`widgets/entry.ts`),
 * so this core never imports a widget.
 */
export { bootstrap, VERSION } from './mount/bootstrap';
export type { ForumWidgetsApi, BootstrapOptions } from './mount/bootstrap';
export { propsShape } from './mount/validate';
export type { PropsSpec } from './mount/validate';
export type {
  WidgetProps,
  PropsValidator,
  RegisterOptions,
  WidgetDefinition,
  WidgetLoader,
  PropsCheck,
  StandardSchemaV1,
  StandardSchemaIssue,
  StandardSchemaResult,
} from './api/types/widgetContract';
export type { PublicRuntime, PublicKit } from './mount/publicRuntime';
export type { BootstrapConfig, BootstrapUser, BootstrapPermissions } from './api/types/bootstrap';
export type {
  Runtime,
  EnhancerDefinition,
  EnhancerContext,
  EnhancerModule,
} from './store/runtimeTypes';
export { EVENT_MOUNT, EVENT_UNMOUNT, EVENT_ERROR } from './mount/reporting';
