/**
 * The layers of forum-widgets, bottom to top (docs/architecture.md), as zones for
 * `import-x/no-restricted-paths`: each zone forbids one layer (`target`) to import from the
 * layers above it (`from`). Imports flow up only: api/ui → store → features → widgets → entry.
 */

/** Layers above the domain-free base (api, ui, i18n, theme, utils). */
const aboveBase = [
  './src/store',
  './src/permissions',
  './src/features',
  './src/mount',
  './src/embed',
  './widgets',
];

const zone = (target, from, message) => ({ target, from, message });

export const layerZones = [
  zone(
    './src/api',
    [...aboveBase, './src/ui'],
    'src/api is the bottom layer: wire types, the client and endpoint functions.',
  ),
  zone(
    './src/ui',
    aboveBase,
    'src/ui holds domain-free parts only: no store, features, mount or widgets.',
  ),
  zone(
    './src/i18n',
    [...aboveBase, './src/ui'],
    'src/i18n is a base layer: it imports only src/api types.',
  ),
  zone(
    './src/theme',
    aboveBase,
    'src/theme is a base layer: no store, features, mount or widgets.',
  ),
  zone(
    './src/utils',
    [...aboveBase, './src/ui'],
    'src/utils is a base layer: no store, features, mount or widgets.',
  ),
  zone(
    './src/store',
    ['./src/features', './src/mount', './widgets', './src/ui'],
    'src/store sits below the features, the mount runtime and the widgets.',
  ),
  zone(
    './src/permissions',
    ['./src/features', './src/mount', './widgets', './src/ui'],
    'src/permissions sits with the store, below the features.',
  ),
  zone(
    './src/features',
    ['./src/mount', './widgets'],
    'A feature never imports the mount runtime or a widget.',
  ),
  // Embedding mode (src/embed, loaded by the entry): only wire types from src/api, and src/utils.
  {
    target: './src/embed',
    from: [
      './src/store',
      './src/permissions',
      './src/features',
      './src/mount',
      './widgets',
      './src/ui',
      './src/i18n',
      './src/theme',
    ],
    message: 'src/embed imports only src/api types and src/utils.',
  },
  {
    target: './src/embed',
    from: './src/api',
    except: ['./types'],
    message: 'src/embed imports only src/api types and src/utils.',
  },
  // dist/embed.js runs on other people's sites and has a 3 KB budget: the protocol, nothing else.
  {
    target: './src/embed/parent',
    from: './src',
    except: ['./embed/protocol.ts', './embed/parent'],
    message: 'The parent script (dist/embed.js) imports only src/embed/protocol.ts.',
  },
  {
    target: './src/embed/parent',
    from: './node_modules',
    message: 'The parent script (dist/embed.js) imports only src/embed/protocol.ts.',
  },
  // The widget folders only: the top-level widgets/entry.ts, builtins.ts and runtime.ts are the
  // entry, the composition root that joins src/mount, the features and the widgets.
  zone(
    './widgets/*/**',
    ['./src/mount'],
    'Widgets do not import src/mount: only the entry and the host API do.',
  ),
];
