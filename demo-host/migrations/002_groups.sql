-- Groups and their invitations (spec 01 §7: POST /groups/{groupID}/invitations).
CREATE TABLE groups (
  groupID INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  ownerUserID INTEGER NOT NULL REFERENCES users(userID),
  dateInserted TEXT NOT NULL
);

CREATE TABLE group_invitations (
  invitationID INTEGER PRIMARY KEY,
  groupID INTEGER NOT NULL REFERENCES groups(groupID) ON DELETE CASCADE,
  userID INTEGER REFERENCES users(userID) ON DELETE CASCADE,
  email TEXT,
  insertUserID INTEGER NOT NULL REFERENCES users(userID),
  dateInserted TEXT NOT NULL,
  CHECK (userID IS NOT NULL OR email IS NOT NULL)
);
CREATE UNIQUE INDEX group_invitations_user ON group_invitations(groupID, userID) WHERE userID IS NOT NULL;
CREATE UNIQUE INDEX group_invitations_email ON group_invitations(groupID, email) WHERE email IS NOT NULL;
