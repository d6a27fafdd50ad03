import DOMPurify from 'dompurify';
import { type ReactElement, useId } from 'react';
import { t } from '@/i18n/translate';
import { fetchUser } from '../usersSlice';
import { useAppDispatch } from '@/store/hooks';
import { Skeleton } from '@/ui/Skeleton';
import { UserPhoto } from '@/ui/UserPhoto';
import { useStyles } from '@/ui/useStyles';
import css from './userCard.css';
import { UserCardDetails } from './UserCardDetails';
import { type CardUser, profileLinks, toUserCardModel, type UserCardModel } from './userCardModel';
import { userCardRequest, useUserCard } from './useUserCard';
import { useUserCardViewer } from './useUserCardViewer';

export interface UserCardViewProps {
  /** The user to load (`GET /users/{id}?expand[]=reactionsReceived`). */
  userID?: number;
  /** A user the page already has; nothing is requested. */
  user?: CardUser;
  /** The id of the name heading, so a dialog can be labelled by it. */
  nameID?: string;
  /** The heading level of the name (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/** Inline formatting only: the label is server HTML and is never inserted unsanitised. */
const LABEL_SANITIZE = {
  ALLOWED_TAGS: ['span', 'b', 'strong', 'i', 'em', 'small'],
  ALLOWED_ATTR: ['class', 'title'],
};

function sanitizeLabel(html: string | undefined): string {
  return html ? DOMPurify.sanitize(html, LABEL_SANITIZE) : '';
}

/**
 * Text of the sanitised label, to drop a title or rank that repeats it. Parsed in an inert
 * document (nothing in it loads or runs), not in a live element.
 */
function textOf(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
}

const STATE_MESSAGES: Partial<Record<UserCardModel['kind'], () => string>> = {
  deleted: () => t('This user has been deleted.'),
  banned: () => t('This user has been banned.'),
  private: () => t("This user's profile is private."),
  notFound: () => t('This user could not be found.'),
};

function displayName(model: UserCardModel): string {
  switch (model.kind) {
    case 'deleted':
      return t('Deleted User');
    case 'notFound':
      return t('Unknown User');
    case 'error':
      return t('Failed to load user');
    default:
      return model.user?.name ?? '';
  }
}

/**
 * The user card (02 §2, §3): photo, name, label, title, rank, counts, dates, e-mail, profile
 * links, reactions received and the Message button, or one of the special cards.
 */
export function UserCardView({
  userID,
  user: preloaded,
  nameID,
  headingLevel = 2,
}: UserCardViewProps): ReactElement {
  useStyles('user-card', css);
  const dispatch = useAppDispatch();
  const ownID = useId();
  const headingID = nameID ?? `${ownID}name`;
  const id = preloaded?.userID ?? userID ?? 0;
  const loadable = useUserCard(id, preloaded);
  const viewer = useUserCardViewer();
  const model = toUserCardModel(loadable, viewer);

  if (model.kind === 'loading') {
    return (
      <div className="fw-userCard fw-userCard--loading">
        <span id={headingID} className="fw-srOnly">
          {t('User card')}
        </span>
        <Skeleton avatar blocks={3} label={t('Loading user')} />
      </div>
    );
  }

  const user = model.user;
  const name = displayName(model);
  const labelHtml =
    model.kind === 'full' || model.kind === 'banned' ? sanitizeLabel(user?.labelHtml) : '';
  const labelText = labelHtml ? textOf(labelHtml) : '';
  const rank = model.stateRank ? t(model.stateRank, model.stateRank) : (user?.rank?.name ?? '');
  const title = model.kind === 'full' || model.kind === 'banned' ? (user?.title ?? '') : '';
  // The rank wins; a label or title that only repeats it (or each other) is not shown twice.
  const seen = new Set([rank.toLowerCase()]);
  const showLabel = labelHtml !== '' && !seen.has(labelText.toLowerCase());
  seen.add(labelText.toLowerCase());
  const showTitle = title !== '' && !seen.has(title.toLowerCase());
  const showRank = rank !== '';
  // A failed load says why (the server's description or message) and can be retried.
  const failure = model.kind === 'error' ? loadable.error : undefined;
  const message =
    STATE_MESSAGES[model.kind]?.() ?? (failure && (failure.description || failure.message));
  const canRetry = model.kind === 'error' && preloaded === undefined && id > 0;
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`fw-userCard fw-userCard--${model.kind}`} data-user-id={user?.userID}>
      <div className="fw-userCard-header">
        <UserPhoto
          user={user && model.kind !== 'deleted' ? user : null}
          size="large"
          decorative
          className="fw-userCard-photo"
        />
        <Heading id={headingID} className="fw-userCard-name">
          {user && model.kind !== 'deleted' ? (
            <a href={profileLinks.profile(user.name)}>{name}</a>
          ) : (
            name
          )}
        </Heading>
        {(showLabel || showTitle || showRank) && (
          <p className="fw-userCard-badges">
            {showLabel && (
              // Sanitised with DOMPurify above: inline formatting tags only.
              <span className="fw-userCard-label" dangerouslySetInnerHTML={{ __html: labelHtml }} />
            )}
            {showTitle && <span className="fw-userCard-title">{title}</span>}
            {showRank && (
              <span className={`fw-userCard-rank fw-userCard-rank--${model.kind}`}>{rank}</span>
            )}
          </p>
        )}
        {message && (
          <p className="fw-userCard-message" role={model.kind === 'error' ? 'alert' : undefined}>
            {message}
          </p>
        )}
      </div>
      {canRetry && (
        <div className="fw-userCard-actions">
          <button
            type="button"
            className="fw-userCard-button"
            onClick={() => void dispatch(fetchUser({ ...userCardRequest(id), force: true }))}
          >
            {t('Retry')}
          </button>
        </div>
      )}
      {user && <UserCardDetails user={user} model={model} />}
    </div>
  );
}
