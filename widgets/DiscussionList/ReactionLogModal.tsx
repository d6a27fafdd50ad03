import type { ReactElement } from 'react';
import { selectReactionLog } from '../../src/features/discussions/reactionLogSlice';
import { t } from '../../src/i18n/translate';
import { useAppSelector } from '../../src/store/hooks';
import { isLoading, LoadStatus } from '../../src/store/loadable';
import { DateTime } from '../../src/ui/DateTime';
import { Loader } from '../../src/ui/Loader';
import { Modal } from '../../src/ui/Modal';
import { ReactionIcon } from './reactionIcons';

/** Who reacted how and when; 'No Reactions Yet' when empty (03 §8). */
export function ReactionLogModal({
  discussionID,
  onClose,
}: {
  discussionID: number;
  onClose: () => void;
}): ReactElement {
  const log = useAppSelector((state) => selectReactionLog(state, discussionID));
  let body: ReactElement;
  if (log.status === LoadStatus.ERROR)
    body = <p role="alert">{log.error?.description || log.error?.message}</p>;
  else if (isLoading(log)) body = <Loader size="small" />;
  else if (!log.data || log.data.length === 0)
    body = <p className="fw-empty">{t('No Reactions Yet', 'No Reactions Yet')}</p>;
  else
    body = (
      <ul className="fw-reactionLog">
        {log.data.map((entry) => (
          <li key={`${entry.userID}-${entry.tagID}`}>
            <ReactionIcon urlcode={entry.reactionType?.urlcode ?? ''} />
            <span className="fw-reactionLog-user">{entry.user?.name}</span>
            <span className="fw-reactionLog-type">{entry.reactionType?.name}</span>
            <DateTime date={entry.dateInserted} mode="relative" />
          </li>
        ))}
      </ul>
    );
  return (
    <Modal isVisible title={t('Reaction Log', 'Reaction Log')} onClose={onClose} size="small">
      {body}
    </Modal>
  );
}
