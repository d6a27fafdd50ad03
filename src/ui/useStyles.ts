import { useInsertionEffect } from 'react';
import { injectStyles } from '@/theme/injectStyles';
import { ensureThemeStyles } from '@/theme/installTheme';

/**
 * Injects a component's stylesheet (and the base theme, should the runtime not have done so
 * yet) before the component's DOM is laid out. Each id is injected once per document.
 */
export function useStyles(id: string, css: string): void {
  useInsertionEffect(() => {
    ensureThemeStyles();
    injectStyles(id, css);
  }, [id, css]);
}
