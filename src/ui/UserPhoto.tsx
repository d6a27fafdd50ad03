import { type ReactElement, useState } from 'react';
import { t } from '@/i18n/translate';
import { AVATAR_SIZES, type AvatarSize } from '@/theme/themeConstants';
import { sanitizeUrl } from '@/utils/links';
import css from './userPhoto.css';
import { useStyles } from './useStyles';

export interface UserPhotoProps {
  /** The user; a missing user or photo shows the default avatar. */
  user?: { name?: string; photoUrl?: string | null } | null;
  /** xsmall 24, small 28, medium 40, large 100, xlarge 145 pixels. */
  size?: AvatarSize;
  /** Set when the user's name is shown right beside the photo, so it is not read twice. */
  decorative?: boolean;
  className?: string;
}

/**
 * The default avatar: a silhouette drawn inline, so it needs no request and never fails. One
 * path (head and shoulders); its colours and the background are the `.fw-userPhoto--default`
 * rules of userPhoto.css.
 */
function DefaultAvatar({ label, className }: { label?: string; className: string }): ReactElement {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={`${className} fw-userPhoto--default`} viewBox="0 0 40 40" {...a11y}>
      <path d="M13 15.5a7 7 0 1 0 14 0 7 7 0 1 0-14 0zM6 38c1.5-8 7-12 14-12s12.5 4 14 12z" />
    </svg>
  );
}

/**
 * A user's photo, round, at one of the spec's avatar sizes. Its alt
 * text is the user's name. An absent, unsafe or failing image shows the default avatar.
 */
export function UserPhoto({
  user,
  size = 'medium',
  decorative = false,
  className,
}: UserPhotoProps): ReactElement {
  useStyles('user-photo', css);
  const src = sanitizeUrl(user?.photoUrl ?? undefined);
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const name = user?.name || t('Unknown User');
  const classes = `fw-userPhoto fw-userPhoto--${size}${className ? ` ${className}` : ''}`;
  const pixels = AVATAR_SIZES[size];
  if (!src || failedSrc === src) {
    return <DefaultAvatar className={classes} label={decorative ? undefined : name} />;
  }
  return (
    <img
      className={classes}
      src={src}
      alt={decorative ? '' : name}
      width={pixels}
      height={pixels}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
