/**
 * 03 §2 "Feature add-ons loaded by key": each enabled add-on's code loads on demand, once. Most
 * keys have nothing to add on the client yet and map to an empty module; qna registers its label.
 */
export interface AddonModule {
  /** Runs once after the module loaded. */
  start?: () => void;
}

const none = (): Promise<AddonModule> => import('./emptyAddon');

export const ADDON_LOADERS: Record<string, () => Promise<AddonModule>> = {
  groups: none,
  elasticsearch: none,
  federatedsearch: none,
  jira: none,
  online: none,
  polls: none,
  qna: () => import('./qnaAddon'),
  ranks: none,
  sentimentanalysis: none,
  warnings2: none,
  zendesk: none,
  badges: none,
  ideation: none,
  knowledge: none,
  'openapi-embed': none,
  sitehubshared: none,
  subcommunities: none,
  'vanilla-preview': none,
  vanillaanalytics: none,
  mse2: none,
  'open-text': none,
};

const started = new Map<string, Promise<void>>();

/**
 * Loads the code of each enabled add-on key that has a loader, once per page. A failure is logged
 * per add-on ('Failed to load add-on {key}') and never stops the page or the other add-ons.
 */
export function loadAddons(keys: readonly string[]): Promise<void> {
  const all = keys.map((raw) => {
    const key = raw.toLowerCase();
    const loader = Object.prototype.hasOwnProperty.call(ADDON_LOADERS, key)
      ? ADDON_LOADERS[key]
      : undefined;
    if (!loader) return Promise.resolve();
    let pending = started.get(key);
    if (!pending) {
      pending = loader()
        .then((mod) => mod.start?.())
        .catch((e: unknown) => {
          started.delete(key);
          console.error(`[forum-widgets] Failed to load add-on ${key}`, e);
        });
      started.set(key, pending);
    }
    return pending;
  });
  return Promise.all(all).then(() => undefined);
}
