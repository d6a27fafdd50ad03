/** Registers the server-rendered pages. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAccountPages } from './account.ts';
import { registerCollectionsPage } from './collections.ts';
import { registerAppearancePages } from './appearance.ts';
import { registerDiscussionPages } from './discussion.ts';
import { registerEntryPages } from './entry.ts';
import { registerForumPages } from './forum.ts';
import { registerLayoutPages } from './layouts.ts';
import { registerLeavingPage } from './leaving.ts';
import { registerMessagePages } from './messages.ts';
import { registerModerationPages } from './moderation.ts';
import { registerPlaygroundPage } from './playground.ts';
import { registerPostPages } from './post.ts';
import { registerProfilePages } from './profile.ts';
import { registerSearchPage } from './search.ts';
import { registerContentLocale } from '../api/locales.ts';

export function registerPages(app: FastifyInstance, ctx: AppContext): void {
  registerContentLocale(app, ctx);
  registerForumPages(app, ctx);
  registerDiscussionPages(app, ctx);
  registerProfilePages(app, ctx);
  registerCollectionsPage(app, ctx);
  registerAccountPages(app, ctx);
  registerMessagePages(app, ctx);
  registerModerationPages(app, ctx);
  registerPostPages(app, ctx);
  registerLeavingPage(app, ctx);
  registerEntryPages(app, ctx);
  registerSearchPage(app, ctx);
  registerPlaygroundPage(app, ctx);
  registerAppearancePages(app, ctx);
  registerLayoutPages(app, ctx);
}
