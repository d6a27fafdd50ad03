/** A schema shaped like the demo host's and the reference's (03 §3): nested, with x-control. */
export const SCHEMA = {
  type: 'object',
  properties: {
    notifications: {
      type: 'object',
      'x-control': { label: 'Notifications', description: 'Choose how you are notified.' },
      properties: {
        followedPosts: {
          type: 'object',
          properties: {
            NewDiscussion: {
              type: 'object',
              'x-control': { label: 'New posts', description: 'In categories I follow.' },
              properties: {
                popup: { type: 'boolean', 'x-control': { label: 'Notification popup' } },
                email: { type: 'boolean', 'x-control': { label: 'Email' } },
              },
            },
            NewComment: {
              type: 'object',
              'x-control': { label: 'New comments' },
              properties: {
                popup: { type: 'boolean', 'x-control': { label: 'Notification popup' } },
                email: { type: 'boolean', 'x-control': { label: 'Email' } },
              },
            },
            DigestEnabled: {
              type: 'object',
              'x-control': { label: 'Email digest' },
              properties: { email: { type: 'boolean', 'x-control': { label: 'Email' } } },
            },
            NotificationLanguage: {
              type: 'string',
              enum: ['en', 'fr'],
              'x-control': { label: 'Notification language' },
            },
          },
        },
      },
    },
  },
};

export const SETTINGS = {
  NewDiscussion: { popup: true, email: false },
  NewComment: { popup: false, email: true },
  DigestEnabled: { email: true },
  NotificationLanguage: 'en',
};

/** The member whose preferences the widget tests read, with emails and the digest on. */
export const USER = 3;
export const MEMBER = {
  currentUser: { userID: USER, name: 'member' },
  config: { 'emails.enabled': true, 'emails.digest': true },
};
