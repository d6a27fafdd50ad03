/** Seed data beyond users and posts: bookmarks, follows, notifications, messages, collections, drafts, locales, themes, add-ons. */
import type { Db } from '../db/database.ts';
import { hoursBefore } from './content.ts';

/** A one-paragraph rich2 body (spec 04 §3), as a JSON string. */
function rich2Text(text: string): string {
  return JSON.stringify([{ type: 'p', children: [{ text }] }]);
}

export function seedExtras(db: Db, discussionCount: number): void {
  // A group owned by the moderator, for group invitations.
  db.prepare(
    'INSERT INTO groups (groupID, name, ownerUserID, dateInserted) VALUES (1, ?, 2, ?)',
  ).run('Beta Testers', hoursBefore(300));
  const ud = db.prepare(
    'INSERT OR REPLACE INTO user_discussion (userID, discussionID, bookmarked, muted, dismissed, countCommentsRead, dateLastViewed) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // member: bookmarks, a muted thread, a dismissed announcement, some read threads.
  for (const id of [4, 17, 18, 20]) ud.run(3, id, 1, 0, 0, null, null);
  ud.run(3, 21, 0, 1, 0, 0, hoursBefore(10));
  ud.run(3, 3, 0, 0, 1, 0, hoursBefore(10));
  for (let id = 22; id <= 30; id++) ud.run(3, id, 0, 0, 0, 1, hoursBefore(5));
  ud.run(4, 17, 1, 0, 0, null, null);
  ud.run(2, 5, 1, 0, 0, null, null);

  const follow = db.prepare(
    'INSERT INTO user_category (userID, categoryID, preferences, dateFollowed) VALUES (?, ?, ?, ?)',
  );
  const prefs = (email: boolean) =>
    JSON.stringify({
      'preferences.followed': true,
      'preferences.popup.posts': true,
      'preferences.email.posts': email,
      'preferences.popup.comments': true,
      'preferences.email.comments': false,
      'preferences.email.digest': email,
    });
  follow.run(3, 1, prefs(false), hoursBefore(300));
  follow.run(3, 3, prefs(true), hoursBefore(200));
  follow.run(4, 6, prefs(false), hoursBefore(100));

  const meta = db.prepare('INSERT INTO user_meta (userID, key, value) VALUES (?, ?, ?)');
  meta.run(
    3,
    'notificationPreferences',
    JSON.stringify({
      'NewDiscussion.popup': true,
      'NewComment.popup': true,
      'NewComment.email': true,
      'DigestEnabled.email': true,
    }),
  );
  meta.run(3, 'AnonymizeData', '-1');

  const note = db.prepare(`INSERT INTO notifications
    (userID, activityType, reason, body, photoUserID, url, recordType, recordID, discussionID, read, dateInserted, dateUpdated)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const notes: [number, string, string, string, number, number, boolean, number][] = [
    [3, 'Comment', '<b>member2</b> commented on <b>%s</b>.', 'comment', 4, 17, false, 1],
    [3, 'Mention', '<b>moderator</b> mentioned you in <b>%s</b>.', 'discussion', 2, 20, false, 2],
    [
      3,
      'Discussion',
      '<b>sam-lee</b> started a new discussion: <b>%s</b>.',
      'discussion',
      8,
      22,
      false,
      4,
    ],
    [3, 'Reaction', '<b>ana-garcia</b> reacted to <b>%s</b>.', 'discussion', 9, 18, true, 30],
    [3, 'Comment', '<b>admin</b> commented on <b>%s</b>.', 'comment', 1, 4, true, 50],
    [
      3,
      'Bookmark',
      'There are new comments on your bookmark <b>%s</b>.',
      'discussion',
      4,
      17,
      true,
      70,
    ],
    [3, 'Badge', 'You earned the <b>First Post</b> badge.', 'badge', 1, 0, true, 90],
    [4, 'Comment', '<b>member</b> commented on <b>%s</b>.', 'comment', 3, 17, false, 3],
    [2, 'Report', '<b>member</b> flagged <b>%s</b>.', 'discussion', 3, 24, false, 6],
    [
      1,
      'Discussion',
      '<b>moderator</b> started a new discussion: <b>%s</b>.',
      'discussion',
      2,
      12,
      false,
      8,
    ],
  ];
  const nameOf = db.prepare('SELECT name FROM discussions WHERE discussionID = ?');
  for (const [userID, type, body, recordType, photoUserID, discussionID, read, hours] of notes) {
    const d = nameOf.get(discussionID) as { name: string } | undefined;
    const url = discussionID ? `/discussion/${discussionID}` : `/profile/${userID}`;
    note.run(
      userID,
      type,
      type,
      body.replace('%s', d?.name ?? ''),
      photoUserID,
      url,
      recordType,
      discussionID || userID,
      discussionID || null,
      read ? 1 : 0,
      hoursBefore(hours),
      hoursBefore(hours),
    );
  }

  const conv = db.prepare(
    'INSERT INTO conversations (conversationID, name, insertUserID, dateInserted, dateUpdated) VALUES (?, ?, ?, ?, ?)',
  );
  const part = db.prepare(
    'INSERT INTO conversation_participants (conversationID, userID, status, countRead) VALUES (?, ?, ?, ?)',
  );
  const msg = db.prepare(
    'INSERT INTO messages (conversationID, body, insertUserID, dateInserted) VALUES (?, ?, ?, ?)',
  );
  conv.run(1, 'Planning the meetup', 4, hoursBefore(40), hoursBefore(2));
  msg.run(1, '<p>Are you coming to the meetup on Friday?</p>', 4, hoursBefore(40));
  msg.run(1, '<p>Yes! Count me in.</p>', 3, hoursBefore(30));
  msg.run(1, '<p>Great, I will book a table.</p>', 4, hoursBefore(2));
  part.run(1, 3, 'participating', 2);
  part.run(1, 4, 'participating', 3);
  conv.run(2, 'Welcome aboard', 1, hoursBefore(200), hoursBefore(190));
  msg.run(
    2,
    '<p>Welcome to the community! Let us know if you need anything.</p>',
    1,
    hoursBefore(200),
  );
  msg.run(2, '<p>Thanks, will do.</p>', 3, hoursBefore(190));
  for (const u of [1, 2, 3]) part.run(2, u, 'participating', 2);

  const coll = db.prepare(
    'INSERT INTO collections (collectionID, name, insertUserID, dateInserted, dateUpdated) VALUES (?, ?, ?, ?, ?)',
  );
  const rec = db.prepare(
    'INSERT INTO collection_records (collectionID, recordType, recordID, sort, dateAddedToCollection) VALUES (?, ?, ?, ?, ?)',
  );
  coll.run(1, 'Featured', 1, hoursBefore(100), null);
  rec.run(1, 'discussion', 1, 0, hoursBefore(100));
  rec.run(1, 'discussion', 4, 1, hoursBefore(99));
  rec.run(1, 'category', 3, 2, hoursBefore(98));
  coll.run(2, 'Best of the month', 2, hoursBefore(50), null);
  rec.run(2, 'discussion', 4, 0, hoursBefore(50));
  rec.run(2, 'discussion', 18, 1, hoursBefore(50));

  const draft = db.prepare(`INSERT INTO drafts
    (draftID, recordType, recordID, parentRecordType, parentRecordID, attributes, draftStatus, dateScheduled, insertUserID, dateInserted, dateUpdated)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  draft.run(
    1,
    'discussion',
    null,
    'category',
    1,
    JSON.stringify({
      body: rich2Text('Half-written idea...'),
      format: 'rich2',
      draftType: 'discussion',
      name: 'An idea for the next release',
      lastSaved: hoursBefore(3),
      draftMeta: {
        name: 'An idea for the next release',
        categoryID: 1,
        tagIDs: [3],
        pinLocation: 'none',
        pinned: false,
      },
    }),
    'draft',
    null,
    3,
    hoursBefore(3),
    hoursBefore(3),
  );
  draft.run(
    2,
    'comment',
    null,
    'discussion',
    17,
    JSON.stringify({
      body: rich2Text('I think the answer is...'),
      format: 'rich2',
      draftType: 'comment',
      lastSaved: hoursBefore(1),
      draftMeta: { commentParentID: null },
    }),
    'draft',
    null,
    3,
    hoursBefore(1),
    hoursBefore(1),
  );
  draft.run(
    3,
    'discussion',
    null,
    'category',
    1,
    JSON.stringify({
      body: rich2Text('Release notes for June'),
      format: 'rich2',
      draftType: 'discussion',
      name: 'Release notes for June',
      lastSaved: hoursBefore(2),
      draftMeta: {
        name: 'Release notes for June',
        categoryID: 2,
        pinLocation: 'recent',
        pinned: true,
      },
    }),
    'scheduled',
    '2030-01-01T09:00:00.000Z',
    1,
    hoursBefore(2),
    hoursBefore(2),
  );

  const locale = db.prepare(
    'INSERT INTO locales (localeID, localeKey, regionalKey, displayNames, translationService) VALUES (?, ?, ?, ?, ?)',
  );
  locale.run('en', 'en', 'en', JSON.stringify({ en: 'English', fr: 'Anglais' }), null);
  locale.run('fr', 'fr', 'fr_FR', JSON.stringify({ en: 'French', fr: 'Français' }), null);
  const tr = db.prepare(
    'INSERT INTO interface_translations (locale, key, translation) VALUES (?, ?, ?)',
  );
  const fr: [string, string][] = [
    ['Discussions', 'Discussions'],
    ['Categories', 'Catégories'],
    ['Sign In', 'Connexion'],
    ['Register', "S'inscrire"],
    ['Bookmark', 'Favori'],
    ['Notifications', 'Notifications'],
    ['Search', 'Rechercher'],
  ];
  for (const [key, value] of fr) tr.run('fr', key, value);
  const ct = db.prepare(
    'INSERT INTO content_translations (resource, recordType, recordKey, propertyName, locale, translation) VALUES (?, ?, ?, ?, ?, ?)',
  );
  ct.run(
    'vanilla',
    'discussion',
    '1',
    'name',
    'fr',
    'Bienvenue dans la communauté de démonstration !',
  );
  ct.run('vanilla', 'category', '1', 'name', 'fr', 'Général');
  const ts = db.prepare(
    'INSERT INTO translation_services (type, name, isConfigured, isDefault) VALUES (?, ?, ?, ?)',
  );
  ts.run('demo', 'Demo Translator', 1, 1);
  ts.run('deepl', 'DeepL', 0, 0);

  db.prepare(
    'INSERT INTO themes (themeID, name, parentTheme, version, dateInserted) VALUES (1, ?, ?, ?, ?)',
  ).run('Demo Blue', 'foundation', '1.0', hoursBefore(500));
  const rev = db.prepare(
    'INSERT INTO theme_revisions (revisionID, themeID, name, active, assets, insertUserID, dateInserted) VALUES (?, 1, ?, ?, ?, 1, ?)',
  );
  rev.run(
    1,
    'Initial colours',
    0,
    JSON.stringify(themeAssets('#037DBC', '#FFFFFF')),
    hoursBefore(500),
  );
  rev.run(
    2,
    'Darker title bar',
    1,
    JSON.stringify(themeAssets('#0A5C8A', '#F5F9FC')),
    hoursBefore(250),
  );

  const addon = db.prepare(
    'INSERT INTO addons (addonID, key, name, type, description, version, enabled, locale) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  addon.run('qna', 'qna', 'Q&A', 'addon', 'Questions and accepted answers.', '1.4', 1, null);
  addon.run(
    'reactions',
    'reactions',
    'Reactions',
    'addon',
    'Up and down votes and other reactions.',
    '2.0',
    1,
    null,
  );
  addon.run('ideation', 'ideation', 'Ideation', 'addon', 'Idea voting.', '1.2', 0, null);
  addon.run('polls', 'polls', 'Polls', 'addon', 'Polls in discussions.', '1.1', 0, null);
  addon.run(
    'theme-foundation',
    'theme-foundation',
    'Foundation',
    'theme',
    'The base theme.',
    '1.0',
    1,
    null,
  );
  addon.run('locale-fr', 'locale-fr', 'Français', 'locale', 'French translations.', '1.0', 1, 'fr');
  void discussionCount;
}

function themeAssets(primary: string, background: string): Record<string, unknown> {
  return {
    variables: {
      type: 'json',
      data: {
        global: { mainColors: { primary, bg: background } },
        titleBar: { colors: { bg: primary } },
      },
    },
    styles: { type: 'css', data: `.demo-theme-marker { color: ${primary}; }` },
    header: { type: 'html', data: '' },
    footer: { type: 'html', data: '<p class="demo-footer">Demo theme footer</p>' },
    javascript: { type: 'js', data: '' },
  };
}
