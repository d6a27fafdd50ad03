import type { ReactElement } from 'react';
import { formatString, t } from '@/i18n/translate';
import { Alert } from '@/ui/Alert';
import type { BulkOutcome } from './BulkActionsBar';

const DONE: Record<BulkOutcome['operation'], string> = {
  delete: '%s deleted.',
  move: '%s moved.',
  close: '%s closed.',
};

/** Per-ID results of the last bulk action; the failed IDs are back in the selection. */
export function BulkOutcomeNotice({
  outcome,
  onDismiss,
}: {
  outcome: BulkOutcome;
  onDismiss: () => void;
}): ReactElement {
  const failed = outcome.failedIDs.length;
  const message = formatString(
    t(DONE[outcome.operation], DONE[outcome.operation]),
    outcome.successIDs.length,
  );
  return (
    <Alert
      type={failed > 0 ? 'warning' : 'info'}
      message={message}
      description={
        failed > 0 ? (
          <>
            {formatString(t('%s failed and stay selected:'), failed)}
            <ul className="fw-bulkFailures">
              {outcome.failedIDs.map((id) => (
                <li key={id}>
                  #{id}: {outcome.messages[String(id)] ?? t('Failed')}
                </li>
              ))}
            </ul>
          </>
        ) : undefined
      }
      onDismiss={onDismiss}
    />
  );
}
