import {
  saveAnonymizeSetting,
  fetchAnonymizeSetting,
} from '@/features/analytics/analyticsPrivacySlice';
import {
  fetchCategory,
  fetchCategoryPreferences,
  patchCategoryPreferences,
  searchCategories,
} from '@/features/categories/categoriesSlice';
import {
  createCollection,
  deleteCollection,
  fetchCollections,
  fetchMemberCollections,
  renameCollection,
  fetchRecordCollections,
  setRecordCollections,
} from '@/features/collections/collectionsThunks';
import { fetchEnabledAddons, fetchLayout } from '@/features/layouts/layoutsSlice';
import { matchLayoutRoute } from '@/features/layouts/layoutRoutes';
import { sendPageViewTick } from '@/features/layouts/tick';
import { fetchConversations } from '@/features/conversations/conversationsSlice';
import {
  bumpDiscussion,
  dismissDiscussion,
  muteDiscussion,
  reactToDiscussion,
  toggleBookmark,
} from '@/features/discussions/discussionsActions';
import {
  bulkCloseDiscussions,
  bulkDeleteDiscussions,
  bulkMoveDiscussions,
} from '@/features/discussions/discussionBulkThunks';
import '@/features/discussions/discussionsSlice';
import { saveReadPosition } from '@/features/discussions/readPosition';
import {
  changeDiscussionAuthor,
  reportDiscussion,
} from '@/features/discussions/discussionListExtras';
import { fetchReactionLog } from '@/features/reactions/reactionLogSlice';
import {
  changeDiscussionType,
  deleteDiscussion,
  fetchDiscussion,
  patchDiscussion,
  setDiscussionTags,
} from '@/features/discussions/discussionsActions';
import { fetchDiscussions } from '@/features/discussions/discussionsSlice';
import {
  createCommentPost,
  createDiscussionPost,
  saveCommentEdit,
  saveDiscussionEdit,
} from '@/features/composer/postActions';
import {
  fetchCommentSource,
  fetchDiscussionSource,
  fetchQuote,
} from '@/features/composer/postSlice';
import '@/features/composer/postSlice';
import { countCommentsByDate } from '@/features/comments/commentDateJump';
import { commentsPreloaded, fetchCommentPage } from '@/features/comments/commentsSlice';
import {
  deleteCommentThunk,
  fetchComment,
  reactToComment,
  reportComment,
  setAnswerThunk,
} from '@/features/comments/commentsActions';
import {
  cancelDraftScheduleThunk,
  fetchDrafts,
  fetchPlaceDraft,
  removeDraft,
  saveDraft,
  scheduleDraftThunk,
} from '@/features/drafts/draftsThunks';
import '@/features/drafts/draftsSlice';
import {
  fetchLocale,
  fetchLocales,
  fetchTranslationServices,
  patchLocale,
  putTranslationService,
} from '@/features/locales/localesSlice';
import { uploadFile } from '@/features/media/mediaSlice';
import { fetchTranslations, saveTranslations } from '@/features/translations/translationsSlice';
import { lookupMentions, lookupPastedMention } from '@/features/mentions/mentionsSlice';
import {
  fetchFollowedCategories,
  fetchNotificationPreferences,
  fetchNotificationPreferencesSchema,
  patchNotificationPreferences,
} from '@/features/notificationPreferences/notificationPreferencesSlice';
import {
  fetchNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/features/notifications/notificationsSlice';
import { fetchSearch } from '@/features/search/searchSlice';
import { lookupTags } from '@/features/tags/tagsSlice';
import {
  activateThemeRevision,
  deleteTheme,
  fetchTheme,
  fetchThemeRevisions,
  fetchThemes,
  previewTheme,
  setCurrentTheme,
} from '@/features/themes/themesSlice';
import { createUser, fetchUser, patchUser } from '@/features/users/usersSlice';
import { fetchPermissions } from '@/permissions/permissionsThunks';
import { fetchConfig, patchConfig } from '@/store/configSlice';
import { bootstrapPreloaded } from '@/store/bootstrapSlice';
import { fetchCurrentUser, fetchMeCounts } from '@/store/currentUserSlice';
import type { AppStore } from '@/store/store';

/** Dispatches every thunk the library has, with sample arguments, so each request is sent. */
export async function runEveryRequest(store: AppStore): Promise<void> {
  const d = store.dispatch;
  await d(fetchCurrentUser());
  await d(fetchMeCounts());
  await d(fetchPermissions());
  await d(fetchConfig({ select: ['garden.cookie.name', 'garden.cookie.path'] }));
  await d(patchConfig({ 'garden.title': 'Forum' }));

  await d(fetchDiscussion({ discussionID: 5 }));
  await d(fetchDiscussions({ categoryID: 1, discussionID: [5, 6], limit: 2, page: 1 }));
  await d(
    patchDiscussion({ discussionID: 5, patch: { closed: true, sink: true, resolved: true } }),
  );
  await d(changeDiscussionType({ discussionID: 5, type: 'question' }));
  await d(setDiscussionTags({ discussionID: 5, tagIDs: [1] }));
  await d(toggleBookmark({ discussionID: 5, bookmarked: true }));
  await d(reactToDiscussion({ discussionID: 5, reactionType: 'Down' }));
  await d(dismissDiscussion({ discussionID: 5, dismissed: true }));
  await d(muteDiscussion({ discussionID: 5, muted: true }));
  await d(bumpDiscussion({ discussionID: 5 }));
  await d(saveReadPosition({ discussionID: 5, countCommentsRead: 2 }));
  await d(changeDiscussionAuthor({ discussionID: 5, insertUserID: 4 }));
  await d(reportDiscussion({ discussionID: 5, reactionType: 'Spam' }));
  await d(fetchReactionLog({ recordType: 'discussion', recordID: 5 }));
  await d(fetchReactionLog({ recordType: 'comment', recordID: 7 }));
  await d(bulkDeleteDiscussions({ discussionIDs: [5, 6] }));
  await d(bulkMoveDiscussions({ discussionIDs: [5], categoryID: 2, addRedirects: true }));
  await d(bulkCloseDiscussions({ discussionIDs: [5], closed: true }));
  await d(deleteDiscussion({ discussionID: 5 }));

  await d(fetchUser({ userID: 3 }));
  await d(fetchUser({ userID: 3, expand: 'all' }));
  await d(fetchUser({ userID: 3, expand: 'reactionsReceived' }));
  await d(createUser({ name: 'New', email: 'new@example.com', password: 'secret' }));
  await d(patchUser({ userID: 3, patch: { name: 'Renamed' } }));
  await d(lookupMentions({ name: 'an', siteSectionID: 0 }));
  await d(lookupPastedMention({ name: 'Ann' }));

  await d(fetchNotification({ notificationID: 4 }));
  await d(fetchNotifications({ page: 1, limit: 10 }));
  await d(markNotificationRead({ notificationID: 4 }));
  await d(markAllNotificationsRead());
  await d(fetchNotificationPreferencesSchema());
  await d(fetchNotificationPreferences({ userID: 3 }));
  await d(patchNotificationPreferences({ userID: 3, preferences: { NotificationLanguage: 'fr' } }));
  await d(fetchFollowedCategories());

  await d(fetchTheme({ themeKey: 7, revisionID: 2 }));
  await d(fetchThemes());
  await d(setCurrentTheme({ themeID: 7 }));
  await d(previewTheme({ themeID: 7, revisionID: 2 }));
  await d(fetchThemeRevisions({ themeID: 7 }));
  await d(activateThemeRevision({ themeID: 7, revisionID: 2 }));
  await d(deleteTheme({ themeID: 7 }));

  await d(fetchCategory({ categoryID: 1 }));
  await d(searchCategories({ query: 'gen', parentCategoryID: 1 }));
  await d(fetchCategoryPreferences({ categoryID: 1, userID: 3 }));
  await d(
    patchCategoryPreferences({
      categoryID: 1,
      userID: 3,
      preferences: { 'preferences.followed': true },
    }),
  );
  await d(lookupTags({ query: 'new' }));

  await d(fetchLocales());
  await d(fetchLocale({ localeID: 'fr' }));
  await d(patchLocale({ localeID: 'fr', translationService: 'deepl' }));
  await d(fetchTranslationServices());
  await d(putTranslationService({ type: 'deepl', settings: { apiKey: 'k' } }));
  await d(
    fetchTranslations({
      resource: 'vanilla',
      locale: 'fr',
      recordType: 'discussion',
      recordIDs: [5],
    }),
  );
  const translationRecord = {
    translationPropertyKey: 'discussion.5.name',
    recordType: 'discussion',
    recordID: 5,
    propertyName: 'name',
    locale: 'fr',
  };
  await d(
    saveTranslations({
      resource: 'vanilla',
      locale: 'fr',
      values: [{ ...translationRecord, translation: 'Bonjour' }],
      removals: [translationRecord],
    }),
  );

  await d(fetchCollections());
  await d(fetchRecordCollections({ recordType: 'discussion', recordID: 5 }));
  await d(createCollection({ name: 'Best', records: [{ recordType: 'discussion', recordID: 5 }] }));
  await d(
    setRecordCollections({ record: { recordType: 'discussion', recordID: 5 }, collectionIDs: [1] }),
  );
  await d(fetchMemberCollections({ insertUserID: 2, page: 1 }));
  await d(renameCollection({ collectionID: 1, name: 'Better' }));
  await d(deleteCollection({ collectionID: 1 }));
  await d(fetchConversations({ limit: 10 }));

  await d(fetchAnonymizeSetting());
  await d(saveAnonymizeSetting({ value: 1 }));
  const homeRoute = matchLayoutRoute('/', new URLSearchParams());
  if (!homeRoute) throw new Error('the home path matches no layout route');
  await d(fetchLayout({ query: homeRoute.query }));
  await d(fetchEnabledAddons());
  await d(sendPageViewTick({ route: homeRoute }));
  await d(fetchSearch({ query: 'hello', recordTypes: ['discussion'], page: 1, limit: 10 }));
  // The results page's filters under the names 03 §7 gives them.
  await d(
    fetchSearch({ query: 'hello', categoryID: 3, includeChildCategories: true, locale: 'en' }),
  );
  await d(
    fetchSearch({
      query: 'hello',
      recordTypes: ['article'],
      knowledgeBaseID: 1,
      knowledgeCategoryIDs: [2, 5],
      locale: 'en',
    }),
  );
  await d(uploadFile({ uploadKey: 'u', file: new File(['abc'], 'a.png', { type: 'image/png' }) }));

  const draftInput = {
    recordType: 'comment' as const,
    recordID: 7,
    parentRecordType: 'discussion' as const,
    parentRecordID: 5,
    attributes: {
      body: '{"type":"doc","content":[]}',
      format: 'rich2',
      draftType: 'comment' as const,
      draftMeta: { commentParentID: null },
    },
  };
  const draftPlace = {
    recordType: 'comment' as const,
    recordID: 7,
    parentRecordType: 'discussion' as const,
    parentRecordID: 5,
  };
  await d(fetchDrafts({ page: 1, limit: 10 }));
  await d(fetchPlaceDraft({ place: draftPlace }));
  await d(fetchPlaceDraft({ place: draftPlace, draftID: 3 }));
  await d(saveDraft({ input: draftInput }));
  await d(saveDraft({ draftID: 3, input: draftInput }));
  await d(
    scheduleDraftThunk({
      draftID: 3,
      dateScheduled: '2031-01-01T00:00:00.000Z',
      publishedSilently: true,
    }),
  );
  await d(cancelDraftScheduleThunk({ draftID: 3 }));
  await d(removeDraft({ draftID: 3 }));

  const body = '{"type":"doc","content":[{"type":"paragraph"}]}';
  await d(fetchDiscussionSource({ discussionID: 5 }));
  await d(fetchCommentSource({ commentID: 7 }));
  await d(fetchQuote({ recordType: 'discussion', recordID: 5 }));
  await d(fetchQuote({ recordType: 'comment', recordID: 7 }));
  await d(
    createDiscussionPost({
      name: 'New',
      body,
      format: 'rich2',
      categoryID: 1,
      type: 'question',
      tagIDs: [1],
      draftID: 4,
    }),
  );
  // A group's post (03 §2, §3).
  await d(
    createDiscussionPost({ name: 'In a group', body, format: 'rich2', categoryID: 1, groupID: 1 }),
  );
  await d(
    saveDiscussionEdit({
      discussionID: 5,
      name: 'Edited',
      body,
      format: 'rich2',
      categoryID: 2,
      tagIDs: [2],
      draftID: 4,
    }),
  );
  await d(
    createCommentPost({ discussionID: 5, body, format: 'rich2', parentCommentID: 7, draftID: 4 }),
  );
  await d(saveCommentEdit({ commentID: 7, body, format: 'rich2' }));

  // Taking a reaction back names the signed-in user (DELETE /{recordType}s/{id}/reactions/{userID}):
  // as a member, switch the sample discussion's Up to Down.
  d(
    bootstrapPreloaded({
      ...store.getState().bootstrap,
      currentUser: { userID: 3, name: 'member' },
    }),
  );
  await d(fetchDiscussion({ discussionID: 5, force: true }));
  await d(reactToDiscussion({ discussionID: 5, reactionType: 'Down' }));

  // The post page's comments: a page, one comment, a reaction switched (DELETE then POST),
  // a report, an answer status and a delete.
  await d(fetchCommentPage({ discussionID: 5, sort: '-score', page: 2, limit: 30 }));
  await d(fetchComment({ commentID: 7 }));
  await d(countCommentsByDate({ discussionID: 5, dateInserted: '<2026-05-01T00:00:00.000Z' }));
  d(
    commentsPreloaded({
      discussionID: 5,
      sort: 'dateInserted',
      page: 1,
      limit: 30,
      total: 1,
      comments: [
        {
          commentID: 8,
          discussionID: 5,
          body: '<p>Hi</p>',
          insertUserID: 4,
          dateInserted: '2026-01-01T00:00:00Z',
          reactions: [{ tagID: 1, urlcode: 'Up', count: 1, reactionValue: 1, hasReacted: true }],
        },
      ],
    }),
  );
  await d(reactToComment({ commentID: 8, reactionType: 'Down' }));
  await d(reportComment({ commentID: 7, reactionType: 'Spam' }));
  await d(setAnswerThunk({ commentID: 7, status: 'accepted' }));
  await d(deleteCommentThunk(7));
}
