/** Registers the server-rendered pages. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerDiscussionPages } from './discussion.ts';
import { registerEntryPages } from './entry.ts';
import { registerForumPages } from './forum.ts';
import { registerPlaygroundPage } from './playground.ts';
import { registerProfilePages } from './profile.ts';
import { registerSearchPage } from './search.ts';

export function registerPages(app: FastifyInstance, ctx: AppContext): void {
  registerForumPages(app, ctx);
  registerDiscussionPages(app, ctx);
  registerProfilePages(app, ctx);
  registerEntryPages(app, ctx);
  registerSearchPage(app, ctx);
  registerPlaygroundPage(app, ctx);
}
