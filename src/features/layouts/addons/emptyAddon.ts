import type { AddonModule } from './addonLoaders';

/** An add-on with nothing to add on the client (yet). */
export const start: AddonModule['start'] = undefined;
