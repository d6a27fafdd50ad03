-- A discussion posted into a group (spec 03 §2: a create-post route with `groupid`; §3): the
-- group, shown as `attributes.groupID`. Null for every other discussion.
ALTER TABLE discussions ADD COLUMN groupID INTEGER REFERENCES groups(groupID);
