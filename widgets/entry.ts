import { startForumWidgets } from '@/mount/bootstrap';
import { builtinEnhancers, builtinWidgets } from './builtins';

// The script tag's entry and the composition root: install window.ForumWidgets with the built-in
// widgets and scan the page. The runtime it loads is runtime.ts: the mount runtime plus the
// features it starts (the server theme), so src/mount imports no feature.
const { config } = startForumWidgets({
  widgets: builtinWidgets,
  enhancers: builtinEnhancers,
  loadRuntime: () => import('./runtime'),
});
// Embedding mode (src/embed/frame, its own chunk): only in a frame, or when the config forces
// embedding (a page opened on its own may redirect to the site owner's page).
if (self !== top || config.config?.['embed.forceEmbed'])
  void import('@/embed/frame/embedFrame').then((m) => m.startEmbedFrame(config));
