import type { ApiUser } from '@/api/types/users';
import { type Loadable, LoadStatus } from '@/store/loadable';

/** The card's states (02 §2): a full card, the restricted ones, and the failures. */
export type UserCardKind =
  'loading' | 'full' | 'banned' | 'private' | 'deleted' | 'notFound' | 'error';

/** The wire user as the demo host and the reference API send it: `deleted` is not in ApiUser. */
export type CardUser = ApiUser & { deleted?: boolean };

/** What decides what the viewer may see. */
export interface UserCardViewer {
  /** The signed-in user's ID; 0 for a guest. */
  userID: number;
  /** `personalInfo.view`: e-mail, and private or banned profiles in full. */
  canViewPersonalInfo: boolean;
  /** `conversations.add`: the Message button. */
  canAddConversation: boolean;
  /** The site setting `conversations.enabled`. */
  conversationsEnabled: boolean;
  /** The site setting `ui.bannedPrivateProfile`: banned profiles are restricted like private ones. */
  bannedPrivateProfile: boolean;
}

export interface UserCardModel {
  kind: UserCardKind;
  /** The user, for the full, banned and private cards. */
  user?: CardUser;
  /** The rank label of a special state ('Banned', 'Private', 'DELETED', 'ERROR'). */
  stateRank?: 'Banned' | 'Private' | 'DELETED' | 'ERROR';
  /** Counts, dates, profile links and reactions. */
  showDetails: boolean;
  showEmail: boolean;
  showMessage: boolean;
}

const EMPTY = { showDetails: false, showEmail: false, showMessage: false } as const;

/**
 * The card's state from the request and the viewer (02 §2, §6):
 * - deleted users get the deleted card;
 * - private profiles, and banned ones when `ui.bannedPrivateProfile` is on, get the restricted
 *   card unless the viewer has `personalInfo.view` or is that user;
 * - banned users get the banned card (details stay, the Message button goes);
 * - nobody gets a Message button on their own card;
 * - a 404 gives the not-found card and any other failure the error card.
 */
export function toUserCardModel(
  loadable: Loadable<CardUser>,
  viewer: UserCardViewer,
): UserCardModel {
  if (loadable.status === LoadStatus.ERROR) {
    const kind = loadable.error?.status === 404 ? 'notFound' : 'error';
    return { kind, stateRank: kind === 'error' ? 'ERROR' : undefined, ...EMPTY };
  }
  const user = loadable.data;
  if (!user) return { kind: 'loading', ...EMPTY };
  if (user.deleted === true) return { kind: 'deleted', stateRank: 'DELETED', ...EMPTY };

  const banned = user.banned === 1;
  const seesEverything = viewer.canViewPersonalInfo || viewer.userID === user.userID;
  const restricted =
    (user.private === true || (banned && viewer.bannedPrivateProfile)) && !seesEverything;
  // Only then (02 §2), and never to oneself: the card in one's own My Account has no Message.
  const showMessage =
    viewer.conversationsEnabled &&
    viewer.canAddConversation &&
    !banned &&
    viewer.userID !== user.userID;
  if (restricted) {
    return { kind: 'private', user, stateRank: 'Private', ...EMPTY, showMessage };
  }
  const showEmail = viewer.canViewPersonalInfo && Boolean(user.email);
  if (banned) {
    return { kind: 'banned', user, stateRank: 'Banned', showDetails: true, showEmail, showMessage };
  }
  return { kind: 'full', user, showDetails: true, showEmail, showMessage };
}

/** `/profile/jane`, `/profile/discussions/jane`... (01 §2). Names are URL-encoded. */
export const profileLinks = {
  profile: (name: string): string => `/profile/${encodeURIComponent(name)}`,
  discussions: (name: string): string => `/profile/discussions/${encodeURIComponent(name)}`,
  comments: (name: string): string => `/profile/comments/${encodeURIComponent(name)}`,
  reactions: (name: string, urlcode: string): string =>
    `/profile/reactions/${encodeURIComponent(name)}?reaction=${encodeURIComponent(urlcode)}`,
  message: (name: string): string => `/messages/add/${encodeURIComponent(name)}`,
};
