import type { ReactElement } from 'react';
import type { ReactionRecordType } from '@/api/endpoints/reactions';
import { t } from '@/i18n/translate';
import { useAppSelector } from '@/store/hooks';
import { isLoading, LoadStatus } from '@/store/loadable';
import { DateTime } from '@/ui/DateTime';
import { Loader } from '@/ui/Loader';
import { Modal } from '@/ui/Modal';
import { selectReactionLog } from '../reactionLogSlice';
import { ReactionIcon } from './reactionIcons';

/** Who reacted how and when; 'No Reactions Yet' when empty (03 §8). */
export function ReactionLogModal({
  recordType,
  recordID,
  onClose,
}: {
  recordType: ReactionRecordType;
  recordID: number;
  onClose: () => void;
}): ReactElement {
  const log = useAppSelector((state) => selectReactionLog(state, recordType, recordID));
  let body: ReactElement;
  if (log.status === LoadStatus.ERROR)
    body = <p role="alert">{log.error?.description || log.error?.message}</p>;
  else if (isLoading(log)) body = <Loader size="small" />;
  else if (!log.data || log.data.length === 0)
    body = <p className="fw-empty">{t('No Reactions Yet')}</p>;
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
    <Modal isVisible title={t('Reaction Log')} onClose={onClose} size="small">
      {body}
    </Modal>
  );
}
