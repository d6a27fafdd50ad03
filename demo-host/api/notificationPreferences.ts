/** /notification-preferences: the schema, a user's preferences, and updates. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound, validationError, type FieldError } from '../lib/errors.ts';
import { getUser } from '../model/users.ts';
import { getConfig } from '../model/config.ts';
import { requireSelfOrPermission } from './guards.ts';
import { idParams, obj } from './schemas.ts';

/** type → the methods it offers (02/03: NewComment, NewDiscussion with popup/email; digest by email). */
export const TYPES: Record<
  string,
  { label: string; description: string; methods: ('popup' | 'email')[] }
> = {
  NewDiscussion: {
    label: 'New posts',
    description: 'Notify me of new posts in categories I follow.',
    methods: ['popup', 'email'],
  },
  NewComment: {
    label: 'New comments',
    description: 'Notify me of new comments on my posts.',
    methods: ['popup', 'email'],
  },
  Mention: {
    label: 'Mentions',
    description: 'Notify me when people mention me.',
    methods: ['popup', 'email'],
  },
  DigestEnabled: {
    label: 'Email digest',
    description: 'Send me the weekly digest.',
    methods: ['email'],
  },
};
export const LANGUAGES = ['en', 'fr'];

type Prefs = Record<string, Record<string, boolean> | string>;

export function preferences(ctx: AppContext, userID: number): Prefs {
  const row = ctx.db
    .prepare("SELECT value FROM user_meta WHERE userID = ? AND key = 'notificationPreferences'")
    .get(userID) as { value: string } | undefined;
  const flat = row ? (JSON.parse(row.value) as Record<string, boolean | string>) : {};
  const out: Prefs = {};
  for (const [type, def] of Object.entries(TYPES)) {
    out[type] = Object.fromEntries(def.methods.map((m) => [m, flat[`${type}.${m}`] === true]));
  }
  out.NotificationLanguage =
    typeof flat.NotificationLanguage === 'string' ? flat.NotificationLanguage : 'en';
  return out;
}

function schema(ctx: AppContext): Record<string, unknown> {
  const emailsOn = getConfig(ctx.db, 'emails.enabled') === true;
  const properties: Record<string, unknown> = {};
  for (const [type, def] of Object.entries(TYPES)) {
    const methods = def.methods.filter((m) => m !== 'email' || emailsOn);
    properties[type] = {
      type: 'object',
      'x-control': { label: def.label, description: def.description },
      properties: Object.fromEntries(
        methods.map((m) => [
          m,
          {
            type: 'boolean',
            'x-control': { label: m === 'popup' ? 'Notification popup' : 'Email' },
          },
        ]),
      ),
    };
  }
  properties.NotificationLanguage = {
    type: 'string',
    enum: LANGUAGES,
    'x-control': { label: 'Notification language' },
  };
  return {
    type: 'object',
    properties: {
      notifications: {
        type: 'object',
        'x-control': { label: 'Notifications' },
        properties: { followedPosts: { type: 'object', properties } },
      },
    },
  };
}

export function registerNotificationPreferenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/notification-preferences/schema', async () => schema(ctx));

  app.get<{ Params: { id: number } }>(
    '/notification-preferences/:id',
    { schema: { params: idParams } },
    async (req) => {
      requireSelfOrPermission(req, req.params.id);
      if (!getUser(ctx.db, req.params.id)) throw notFound('User');
      return preferences(ctx, req.params.id);
    },
  );

  app.patch<{ Params: { id: number }; Body: Record<string, unknown> }>(
    '/notification-preferences/:id',
    { schema: { params: idParams, body: obj({}) } },
    async (req) => {
      requireSelfOrPermission(req, req.params.id);
      if (!getUser(ctx.db, req.params.id)) throw notFound('User');
      const errors: FieldError[] = [];
      const current = preferences(ctx, req.params.id);
      const flat: Record<string, boolean | string> = {};
      for (const [type, value] of Object.entries(current)) {
        if (typeof value === 'string') flat[type] = value;
        else for (const [m, v] of Object.entries(value)) flat[`${type}.${m}`] = v;
      }
      for (const [key, value] of Object.entries(req.body)) {
        if (key === 'NotificationLanguage') {
          if (typeof value !== 'string' || !LANGUAGES.includes(value))
            errors.push({
              field: key,
              message: `${key} must be one of: ${LANGUAGES.join(', ')}.`,
              code: 'enum',
            });
          else flat[key] = value;
          continue;
        }
        const def = TYPES[key];
        if (!def) {
          errors.push({
            field: key,
            message: `Unknown notification type ${key}.`,
            code: 'unknown',
          });
          continue;
        }
        if (!value || typeof value !== 'object') {
          errors.push({ field: key, message: `${key} must be an object.`, code: 'type' });
          continue;
        }
        for (const [m, v] of Object.entries(value)) {
          if (!def.methods.includes(m as 'popup'))
            errors.push({ field: `${key}.${m}`, message: `Unknown method ${m}.`, code: 'unknown' });
          else if (typeof v !== 'boolean')
            errors.push({
              field: `${key}.${m}`,
              message: `${key}.${m} is not a valid boolean.`,
              code: 'type',
            });
          else flat[`${key}.${m}`] = v;
        }
      }
      if (errors.length) throw validationError(errors);
      ctx.db
        .prepare(
          `INSERT INTO user_meta (userID, key, value) VALUES (?, 'notificationPreferences', ?)
           ON CONFLICT (userID, key) DO UPDATE SET value = excluded.value`,
        )
        .run(req.params.id, JSON.stringify(flat));
      return preferences(ctx, req.params.id);
    },
  );
}
