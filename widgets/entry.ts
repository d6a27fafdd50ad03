import { bootstrap } from '../src/index';
import { builtinEnhancers, builtinWidgets } from './builtins';

// The script tag's entry: install window.ForumWidgets with the built-in widgets and scan the page.
bootstrap({ widgets: builtinWidgets, enhancers: builtinEnhancers });
