import type { BootstrapConfig } from '@/api/types/bootstrap';
import { createRuntime as createMountRuntime } from '@/mount/runtime';
import type { Runtime } from '@/store/runtimeTypes';
import type { RegistryAccess } from '@/mount/registry';
import { listenForShortcuts } from '@/features/shortcuts/shortcutsTrigger';

/**
 * The runtime chunk as the built entry loads it: the mount runtime (one store, one React, the
 * widget roots, the theme tokens and i18n), then the server theme when the config names one.
 * This is the composition root's lazy half: src/mount imports no feature, and the entry chunk
 * holds only the import of this module.
 */
export function createRuntime(config: BootstrapConfig, widgets?: RegistryAccess): Runtime {
  const runtime = createMountRuntime(config, widgets, () => import('./layoutCatalog'));
  const key = config.themeKey;
  if (key !== undefined && key !== '') {
    void import('@/features/themes/serverTheme').then((m) =>
      m.applyServerTheme(runtime.store, key),
    );
  }
  listenForShortcuts(document, runtime);
  return runtime;
}
