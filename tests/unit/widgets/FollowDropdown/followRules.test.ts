import {
  followPreferences,
  getCategoryNotificationTypes,
  hasNotificationMethod,
  isMissingNotificationMethod,
  registerCategoryNotificationType,
  resetNotificationPreferences,
  unfollowPreferences,
  unregisterCategoryNotificationType,
  userDigestHasEmail,
  userSettingFor,
} from '@/features/categories/categoryNotificationTypes';
import { SCHEMA, SCHEMA_NO_EMAIL, USER_SETTINGS } from './fixtures';

describe('category notification types', () => {
  it('registers comments (new comments) and posts (new posts) by default', () => {
    expect(getCategoryNotificationTypes()).toEqual([
      ['comments', { description: 'new comments', settingKey: 'NewComment' }],
      ['posts', { description: 'new posts', settingKey: 'NewDiscussion' }],
    ]);
  });
});

describe('follow defaults from the user settings', () => {
  it('applies every type from the user settings, followed true and the digest when enabled', () => {
    expect(followPreferences(USER_SETTINGS, SCHEMA, true)).toEqual({
      'preferences.followed': true,
      'preferences.popup.comments': true,
      'preferences.email.comments': true,
      'preferences.popup.posts': true,
      'preferences.email.posts': false,
      'preferences.email.digest': true,
    });
  });

  it('leaves the digest alone when digests are disabled', () => {
    expect(followPreferences(USER_SETTINGS, SCHEMA, false)).not.toHaveProperty([
      'preferences.email.digest',
    ]);
  });

  it('defaults a method the schema does not offer (e-mail when e-mails are off) to false', () => {
    expect(userSettingFor(USER_SETTINGS, SCHEMA_NO_EMAIL, 'NewComment', 'email')).toBe(false);
    expect(userSettingFor(USER_SETTINGS, SCHEMA_NO_EMAIL, 'NewComment', 'popup')).toBe(true);
  });

  it("uses the schema's default when the user has no setting, else false", () => {
    const schema = {
      properties: {
        NewComment: { properties: { popup: { type: 'boolean', default: true }, email: {} } },
      },
    };
    expect(userSettingFor({}, schema, 'NewComment', 'popup')).toBe(true);
    expect(userSettingFor({}, schema, 'NewComment', 'email')).toBe(false);
    expect(userSettingFor(undefined, undefined, 'NewComment', 'popup')).toBe(false);
  });

  it('reads the digest setting from DigestEnabled.email', () => {
    expect(userDigestHasEmail(USER_SETTINGS)).toBe(true);
    expect(userDigestHasEmail({ DigestEnabled: { email: false } })).toBe(false);
    expect(userDigestHasEmail(undefined)).toBe(false);
  });
});

describe('reset, unfollow and the one-method rule', () => {
  it('resets every notification preference to the all-off defaults, digest untouched', () => {
    expect(resetNotificationPreferences()).toEqual({
      'preferences.popup.comments': false,
      'preferences.email.comments': false,
      'preferences.popup.posts': false,
      'preferences.email.posts': false,
    });
  });

  it('unfollows with every preference false, the digest too when digests are enabled', () => {
    const current = { 'preferences.followed': true, 'preferences.popup.posts': true };
    expect(unfollowPreferences(current, true)).toEqual({
      'preferences.followed': false,
      'preferences.popup.comments': false,
      'preferences.email.comments': false,
      'preferences.popup.posts': false,
      'preferences.email.posts': false,
      'preferences.email.digest': false,
    });
    expect(unfollowPreferences(current, false)).not.toHaveProperty(['preferences.email.digest']);
  });

  it('needs one method when followed with the digest off', () => {
    const none = { 'preferences.followed': true, ...resetNotificationPreferences() };
    expect(hasNotificationMethod(none)).toBe(false);
    expect(isMissingNotificationMethod(none, false)).toBe(true);
    expect(isMissingNotificationMethod(none, true)).toBe(false);
    expect(isMissingNotificationMethod({ ...none, 'preferences.email.posts': true }, false)).toBe(
      false,
    );
    expect(isMissingNotificationMethod({ ...none, 'preferences.followed': false }, false)).toBe(
      false,
    );
  });

  it('includes registered types in defaults, reset and the method check', () => {
    registerCategoryNotificationType('mentions', {
      description: 'mentions',
      settingKey: 'Mention',
    });
    try {
      const settings = { Mention: { popup: true, email: false } };
      expect(followPreferences(settings, undefined, false)).toMatchObject({
        'preferences.popup.mentions': true,
        'preferences.email.mentions': false,
      });
      expect(resetNotificationPreferences()).toHaveProperty(['preferences.popup.mentions'], false);
      expect(hasNotificationMethod({ 'preferences.popup.mentions': true })).toBe(true);
    } finally {
      unregisterCategoryNotificationType('mentions');
    }
    expect(getCategoryNotificationTypes()).toHaveLength(2);
  });
});
