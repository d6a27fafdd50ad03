import type { ApiNotificationPreferences } from '@/api/types/misc';

/** The shape `GET /notification-preferences/{userID}` answers with. */
export const USER_SETTINGS: ApiNotificationPreferences = {
  NewDiscussion: { popup: true, email: false },
  NewComment: { popup: true, email: true },
  Mention: { popup: false, email: false },
  DigestEnabled: { email: true },
  NotificationLanguage: 'en',
};

function typeSchema(methods: string[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: Object.fromEntries(methods.map((m) => [m, { type: 'boolean' }])),
  };
}

function schemaWith(methods: string[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      notifications: {
        type: 'object',
        properties: {
          followedPosts: {
            type: 'object',
            properties: {
              NewDiscussion: typeSchema(methods),
              NewComment: typeSchema(methods),
              DigestEnabled: typeSchema(methods.filter((m) => m === 'email')),
            },
          },
        },
      },
    },
  };
}

/** `GET /notification-preferences/schema` with e-mails on, and with them off. */
export const SCHEMA = schemaWith(['popup', 'email']);
export const SCHEMA_NO_EMAIL = schemaWith(['popup']);

export const NOT_FOLLOWED = {
  'preferences.followed': false,
  'preferences.popup.comments': false,
  'preferences.email.comments': false,
  'preferences.popup.posts': false,
  'preferences.email.posts': false,
  'preferences.email.digest': false,
};

export const FOLLOWED = {
  'preferences.followed': true,
  'preferences.popup.comments': true,
  'preferences.email.comments': false,
  'preferences.popup.posts': true,
  'preferences.email.posts': false,
  'preferences.email.digest': false,
};
