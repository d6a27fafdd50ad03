import { startForumWidgets } from '../src/mount/bootstrap';
import { builtinEnhancers, builtinWidgets } from './builtins';

// The script tag's entry and the composition root: install window.ForumWidgets with the built-in
// widgets and scan the page. The runtime it loads is runtime.ts: the mount runtime plus the
// features it starts (the server theme), so src/mount imports no feature.
startForumWidgets({
  widgets: builtinWidgets,
  enhancers: builtinEnhancers,
  loadRuntime: () => import('./runtime'),
});
