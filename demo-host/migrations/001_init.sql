-- Core schema of the demo forum. Dates are ISO-8601 UTC strings.

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE roles (
  roleID INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  description TEXT,
  type TEXT,
  canSession INTEGER NOT NULL DEFAULT 1,
  personalInfo INTEGER NOT NULL DEFAULT 0,
  deletable INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

-- A row grants one permission. junctionTable 'global' (junctionID 0) or 'category'
-- (junctionID = the category carrying its own permissions, -1 = the default for all categories).
CREATE TABLE role_permissions (
  roleID INTEGER NOT NULL REFERENCES roles(roleID) ON DELETE CASCADE,
  junctionTable TEXT NOT NULL CHECK (junctionTable IN ('global', 'category')),
  junctionID INTEGER NOT NULL,
  permission TEXT NOT NULL,
  PRIMARY KEY (roleID, junctionTable, junctionID, permission)
);

CREATE TABLE users (
  userID INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL,
  passwordHash TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  banned INTEGER NOT NULL DEFAULT 0,
  private INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  emailConfirmed INTEGER NOT NULL DEFAULT 1,
  points INTEGER NOT NULL DEFAULT 0,
  dateInserted TEXT NOT NULL,
  dateUpdated TEXT,
  dateLastActive TEXT
);

CREATE TABLE user_roles (
  userID INTEGER NOT NULL REFERENCES users(userID) ON DELETE CASCADE,
  roleID INTEGER NOT NULL REFERENCES roles(roleID) ON DELETE CASCADE,
  PRIMARY KEY (userID, roleID)
);

-- Free-form per-user settings (notification preferences, privacy, ...), value is JSON.
CREATE TABLE user_meta (
  userID INTEGER NOT NULL REFERENCES users(userID) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (userID, key)
);

CREATE TABLE sessions (
  sessionID TEXT PRIMARY KEY,
  userID INTEGER NOT NULL REFERENCES users(userID) ON DELETE CASCADE,
  dateInserted TEXT NOT NULL,
  dateUpdated TEXT NOT NULL,
  dateExpires TEXT NOT NULL,
  previewThemeID INTEGER,
  previewRevisionID INTEGER
);

CREATE TABLE categories (
  categoryID INTEGER PRIMARY KEY,
  parentCategoryID INTEGER REFERENCES categories(categoryID) ON DELETE CASCADE,
  name TEXT NOT NULL,
  urlcode TEXT NOT NULL UNIQUE,
  description TEXT,
  displayAs TEXT NOT NULL DEFAULT 'discussions',
  sort INTEGER NOT NULL DEFAULT 0,
  -- The category whose permission rows apply (-1 = the defaults).
  permissionCategoryID INTEGER NOT NULL DEFAULT -1,
  isArchived INTEGER NOT NULL DEFAULT 0,
  dateInserted TEXT NOT NULL
);

CREATE TABLE discussions (
  discussionID INTEGER PRIMARY KEY,
  categoryID INTEGER NOT NULL REFERENCES categories(categoryID),
  type TEXT NOT NULL DEFAULT 'discussion',
  name TEXT NOT NULL,
  body TEXT NOT NULL,
  format TEXT NOT NULL DEFAULT 'html',
  insertUserID INTEGER NOT NULL REFERENCES users(userID),
  updateUserID INTEGER,
  dateInserted TEXT NOT NULL,
  dateUpdated TEXT,
  dateLastComment TEXT NOT NULL,
  lastUserID INTEGER,
  pinned INTEGER NOT NULL DEFAULT 0,
  pinLocation TEXT,
  closed INTEGER NOT NULL DEFAULT 0,
  sink INTEGER NOT NULL DEFAULT 0,
  resolved INTEGER NOT NULL DEFAULT 0,
  statusID INTEGER,
  countViews INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX discussions_category ON discussions(categoryID, dateLastComment);
CREATE INDEX discussions_last ON discussions(dateLastComment);

CREATE TABLE comments (
  commentID INTEGER PRIMARY KEY,
  discussionID INTEGER NOT NULL REFERENCES discussions(discussionID) ON DELETE CASCADE,
  body TEXT NOT NULL,
  format TEXT NOT NULL DEFAULT 'html',
  insertUserID INTEGER NOT NULL REFERENCES users(userID),
  dateInserted TEXT NOT NULL,
  dateUpdated TEXT,
  qnaStatus TEXT
);
CREATE INDEX comments_discussion ON comments(discussionID, dateInserted);

CREATE TABLE tags (
  tagID INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  urlcode TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL DEFAULT '',
  parentTagID INTEGER,
  dateInserted TEXT NOT NULL
);

CREATE TABLE discussion_tags (
  discussionID INTEGER NOT NULL REFERENCES discussions(discussionID) ON DELETE CASCADE,
  tagID INTEGER NOT NULL REFERENCES tags(tagID) ON DELETE CASCADE,
  PRIMARY KEY (discussionID, tagID)
);

CREATE TABLE reaction_types (
  tagID INTEGER PRIMARY KEY,
  urlcode TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  class TEXT NOT NULL,
  points INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

-- One reaction per user per record: reacting again replaces the old one.
CREATE TABLE reactions (
  recordType TEXT NOT NULL,
  recordID INTEGER NOT NULL,
  userID INTEGER NOT NULL REFERENCES users(userID) ON DELETE CASCADE,
  tagID INTEGER NOT NULL REFERENCES reaction_types(tagID),
  dateInserted TEXT NOT NULL,
  PRIMARY KEY (recordType, recordID, userID)
);

CREATE TABLE user_discussion (
  userID INTEGER NOT NULL REFERENCES users(userID) ON DELETE CASCADE,
  discussionID INTEGER NOT NULL REFERENCES discussions(discussionID) ON DELETE CASCADE,
  bookmarked INTEGER NOT NULL DEFAULT 0,
  muted INTEGER NOT NULL DEFAULT 0,
  dismissed INTEGER NOT NULL DEFAULT 0,
  countCommentsRead INTEGER,
  dateLastViewed TEXT,
  PRIMARY KEY (userID, discussionID)
);

CREATE TABLE user_category (
  userID INTEGER NOT NULL REFERENCES users(userID) ON DELETE CASCADE,
  categoryID INTEGER NOT NULL REFERENCES categories(categoryID) ON DELETE CASCADE,
  preferences TEXT NOT NULL,
  dateFollowed TEXT,
  PRIMARY KEY (userID, categoryID)
);

CREATE TABLE notifications (
  notificationID INTEGER PRIMARY KEY,
  userID INTEGER NOT NULL REFERENCES users(userID) ON DELETE CASCADE,
  activityType TEXT NOT NULL,
  reason TEXT,
  body TEXT NOT NULL,
  photoUserID INTEGER,
  url TEXT NOT NULL,
  recordType TEXT,
  recordID INTEGER,
  discussionID INTEGER,
  read INTEGER NOT NULL DEFAULT 0,
  dateInserted TEXT NOT NULL,
  dateUpdated TEXT NOT NULL
);
CREATE INDEX notifications_user ON notifications(userID, dateInserted);

CREATE TABLE conversations (
  conversationID INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  insertUserID INTEGER NOT NULL REFERENCES users(userID),
  dateInserted TEXT NOT NULL,
  dateUpdated TEXT
);

CREATE TABLE conversation_participants (
  conversationID INTEGER NOT NULL REFERENCES conversations(conversationID) ON DELETE CASCADE,
  userID INTEGER NOT NULL REFERENCES users(userID) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'participating',
  countRead INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (conversationID, userID)
);

CREATE TABLE messages (
  messageID INTEGER PRIMARY KEY,
  conversationID INTEGER NOT NULL REFERENCES conversations(conversationID) ON DELETE CASCADE,
  body TEXT NOT NULL,
  insertUserID INTEGER NOT NULL REFERENCES users(userID),
  dateInserted TEXT NOT NULL
);

CREATE TABLE collections (
  collectionID INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  insertUserID INTEGER NOT NULL,
  updateUserID INTEGER,
  dateInserted TEXT NOT NULL,
  dateUpdated TEXT
);

CREATE TABLE collection_records (
  collectionID INTEGER NOT NULL REFERENCES collections(collectionID) ON DELETE CASCADE,
  recordType TEXT NOT NULL,
  recordID INTEGER NOT NULL,
  sort INTEGER,
  dateAddedToCollection TEXT NOT NULL,
  PRIMARY KEY (collectionID, recordType, recordID)
);

CREATE TABLE drafts (
  draftID INTEGER PRIMARY KEY,
  recordType TEXT NOT NULL,
  recordID INTEGER,
  parentRecordType TEXT,
  parentRecordID INTEGER,
  attributes TEXT NOT NULL,
  draftStatus TEXT NOT NULL DEFAULT 'draft',
  dateScheduled TEXT,
  insertUserID INTEGER NOT NULL REFERENCES users(userID) ON DELETE CASCADE,
  updateUserID INTEGER,
  dateInserted TEXT NOT NULL,
  dateUpdated TEXT
);

CREATE TABLE config (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE locales (
  localeID TEXT PRIMARY KEY,
  localeKey TEXT NOT NULL UNIQUE,
  regionalKey TEXT NOT NULL,
  displayNames TEXT NOT NULL,
  translationService TEXT,
  enabled INTEGER NOT NULL DEFAULT 1
);

-- Interface strings, looked up by the library with t(key, default).
CREATE TABLE interface_translations (
  locale TEXT NOT NULL,
  key TEXT NOT NULL,
  translation TEXT NOT NULL,
  PRIMARY KEY (locale, key)
);

-- Content translations served by /translations/{resource}.
CREATE TABLE content_translations (
  resource TEXT NOT NULL,
  recordType TEXT NOT NULL,
  recordKey TEXT NOT NULL,
  propertyName TEXT NOT NULL,
  locale TEXT NOT NULL,
  translation TEXT NOT NULL,
  PRIMARY KEY (resource, recordType, recordKey, propertyName, locale)
);

CREATE TABLE translation_services (
  type TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  isConfigured INTEGER NOT NULL DEFAULT 0,
  isDefault INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE themes (
  themeID INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parentTheme TEXT NOT NULL DEFAULT 'foundation',
  version TEXT NOT NULL DEFAULT '1.0',
  dateInserted TEXT NOT NULL
);

CREATE TABLE theme_revisions (
  revisionID INTEGER PRIMARY KEY,
  themeID INTEGER NOT NULL REFERENCES themes(themeID) ON DELETE CASCADE,
  name TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 0,
  assets TEXT NOT NULL,
  insertUserID INTEGER NOT NULL,
  dateInserted TEXT NOT NULL
);

CREATE TABLE addons (
  addonID TEXT PRIMARY KEY,
  key TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  version TEXT NOT NULL DEFAULT '1.0',
  enabled INTEGER NOT NULL DEFAULT 0,
  locale TEXT
);

CREATE TABLE media (
  mediaID INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB NOT NULL,
  width INTEGER,
  height INTEGER,
  foreignType TEXT,
  foreignID INTEGER,
  insertUserID INTEGER NOT NULL,
  dateInserted TEXT NOT NULL
);

-- Long-running bulk jobs resumed through POST /calls/run.
CREATE TABLE jobs (
  jobID TEXT PRIMARY KEY,
  userID INTEGER NOT NULL,
  action TEXT NOT NULL,
  args TEXT NOT NULL,
  pendingIDs TEXT NOT NULL,
  successIDs TEXT NOT NULL DEFAULT '[]',
  failedIDs TEXT NOT NULL DEFAULT '[]',
  exceptionsByID TEXT NOT NULL DEFAULT '{}',
  countTotalIDs INTEGER NOT NULL,
  done INTEGER NOT NULL DEFAULT 0,
  dateInserted TEXT NOT NULL,
  dateUpdated TEXT NOT NULL
);

CREATE TABLE page_views (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  url TEXT,
  discussionID INTEGER,
  categoryID INTEGER,
  userID INTEGER NOT NULL,
  payload TEXT NOT NULL,
  dateInserted TEXT NOT NULL
);
