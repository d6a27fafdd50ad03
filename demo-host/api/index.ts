/** Registers every /api/v2 route module. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAddonRoutes } from './addons.ts';
import { registerBulkRoutes } from './bulk.ts';
import { registerCategoryRoutes } from './categories.ts';
import { registerCollectionRoutes } from './collections.ts';
import { registerCommentModerationRoutes } from './commentModeration.ts';
import { registerCommentRoutes } from './comments.ts';
import { registerConfigRoutes } from './config.ts';
import { registerConversationRoutes } from './conversations.ts';
import { registerDiscussionActionRoutes } from './discussionActions.ts';
import { registerDiscussionRoutes } from './discussions.ts';
import { registerDraftRoutes } from './drafts.ts';
import { registerEventRoutes } from './events.ts';
import { registerGroupRoutes } from './groups.ts';
import { registerLayoutRoutes } from './layouts.ts';
import { registerLocaleRoutes } from './locales.ts';
import { registerMediaRoutes, registerUploadFiles } from './media.ts';
import { registerMiscRoutes } from './misc.ts';
import { registerNotificationPreferenceRoutes } from './notificationPreferences.ts';
import { registerNotificationRoutes } from './notifications.ts';
import { registerPostSourceRoutes } from './postSources.ts';
import { registerReactionRoutes } from './reactions.ts';
import { registerSearchRoutes } from './search.ts';
import { registerTagRoutes } from './tags.ts';
import { registerThemeRoutes } from './themes.ts';
import { registerUserRoutes } from './users.ts';

const MODULES = [
  registerUserRoutes,
  registerDiscussionRoutes,
  registerDiscussionActionRoutes,
  registerBulkRoutes,
  registerReactionRoutes,
  registerCommentRoutes,
  registerCommentModerationRoutes,
  registerPostSourceRoutes,
  registerCategoryRoutes,
  registerNotificationRoutes,
  registerNotificationPreferenceRoutes,
  registerTagRoutes,
  registerCollectionRoutes,
  registerGroupRoutes,
  registerConfigRoutes,
  registerConversationRoutes,
  registerThemeRoutes,
  registerLocaleRoutes,
  registerAddonRoutes,
  registerSearchRoutes,
  registerMediaRoutes,
  registerDraftRoutes,
  registerMiscRoutes,
  registerLayoutRoutes,
  registerEventRoutes,
];

export function registerApi(app: FastifyInstance, ctx: AppContext): void {
  void app.register(
    async (api) => {
      for (const register of MODULES) register(api, ctx);
    },
    { prefix: '/api/v2' },
  );
  registerUploadFiles(app, ctx);
}
