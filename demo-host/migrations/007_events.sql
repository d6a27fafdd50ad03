-- Issue 36: the live events outbox. Triggers write one row per change of a comment, a discussion,
-- a notification or a member's unread counts, whichever code path made it (API routes, legacy
-- forms, the draft publisher), so every write publishes. The row holds IDs only; lib/eventFeed.ts
-- reads new rows, resolves them (current category, counts) and hands them to the open streams.
-- eventID is the stream's `id`: AUTOINCREMENT never reuses one, so ids stay monotonic across
-- restarts and pruning, and `Last-Event-ID` can resume after a restart.
CREATE TABLE events (
  eventID INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL,
  discussionID INTEGER,
  commentID INTEGER,
  notificationID INTEGER,
  userID INTEGER,
  dateInserted TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TRIGGER events_comment_created AFTER INSERT ON comments BEGIN
  INSERT INTO events (type, discussionID, commentID)
  VALUES ('comment.created', NEW.discussionID, NEW.commentID);
END;

CREATE TRIGGER events_comment_updated AFTER UPDATE ON comments
WHEN OLD.body IS NOT NEW.body OR OLD.bodySource IS NOT NEW.bodySource
  OR OLD.qnaStatus IS NOT NEW.qnaStatus OR OLD.discussionID IS NOT NEW.discussionID
BEGIN
  INSERT INTO events (type, discussionID, commentID)
  VALUES ('comment.updated', NEW.discussionID, NEW.commentID);
END;

CREATE TRIGGER events_comment_deleted AFTER DELETE ON comments BEGIN
  INSERT INTO events (type, discussionID, commentID)
  VALUES ('comment.deleted', OLD.discussionID, OLD.commentID);
END;

CREATE TRIGGER events_discussion_created AFTER INSERT ON discussions BEGIN
  INSERT INTO events (type, discussionID) VALUES ('discussion.created', NEW.discussionID);
END;

-- Not countViews: a page view is not news.
CREATE TRIGGER events_discussion_updated AFTER UPDATE ON discussions
WHEN OLD.categoryID IS NOT NEW.categoryID OR OLD.type IS NOT NEW.type
  OR OLD.name IS NOT NEW.name OR OLD.body IS NOT NEW.body OR OLD.bodySource IS NOT NEW.bodySource
  OR OLD.insertUserID IS NOT NEW.insertUserID OR OLD.dateLastComment IS NOT NEW.dateLastComment
  OR OLD.lastUserID IS NOT NEW.lastUserID OR OLD.pinned IS NOT NEW.pinned
  OR OLD.pinLocation IS NOT NEW.pinLocation OR OLD.closed IS NOT NEW.closed
  OR OLD.sink IS NOT NEW.sink OR OLD.resolved IS NOT NEW.resolved
  OR OLD.statusID IS NOT NEW.statusID OR OLD.groupID IS NOT NEW.groupID
BEGIN
  INSERT INTO events (type, discussionID) VALUES ('discussion.updated', NEW.discussionID);
END;

CREATE TRIGGER events_notification_created AFTER INSERT ON notifications BEGIN
  INSERT INTO events (type, notificationID, discussionID, userID)
  VALUES ('notification.created', NEW.notificationID, NEW.discussionID, NEW.userID);
  INSERT INTO events (type, userID) VALUES ('counts', NEW.userID);
END;

CREATE TRIGGER events_notification_read AFTER UPDATE OF read ON notifications
WHEN OLD.read IS NOT NEW.read
BEGIN
  INSERT INTO events (type, userID) VALUES ('counts', NEW.userID);
END;

CREATE TRIGGER events_notification_deleted AFTER DELETE ON notifications
WHEN OLD.read = 0
BEGIN
  INSERT INTO events (type, userID) VALUES ('counts', OLD.userID);
END;

CREATE TRIGGER events_message_created AFTER INSERT ON messages BEGIN
  INSERT INTO events (type, userID)
  SELECT 'counts', userID FROM conversation_participants WHERE conversationID = NEW.conversationID;
END;

CREATE TRIGGER events_participant_added AFTER INSERT ON conversation_participants BEGIN
  INSERT INTO events (type, userID) VALUES ('counts', NEW.userID);
END;

CREATE TRIGGER events_participant_read AFTER UPDATE ON conversation_participants
WHEN OLD.countRead IS NOT NEW.countRead OR OLD.status IS NOT NEW.status
BEGIN
  INSERT INTO events (type, userID) VALUES ('counts', NEW.userID);
END;
