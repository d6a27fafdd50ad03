import { type ReactElement, useState } from 'react';
import {
  type BulkOperation,
  type BulkResult,
  bulkCloseDiscussions,
  bulkDeleteDiscussions,
  bulkMoveDiscussions,
} from '@/features/discussions/discussionBulkThunks';
import { selectBulkProgress } from '@/features/discussions/bulkProgressSlice';
import { formatString, t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CategoryPickerModal } from '@/features/discussions/components/CategoryPickerModal';
import { DeleteModal } from '@/features/discussions/components/EditModals';

export interface BulkOutcome {
  operation: BulkOperation;
  successIDs: number[];
  failedIDs: number[];
  messages: Record<string, string>;
}

/** The per-ID outcome of a bulk result; failed IDs go back to the selection. */
export function bulkOutcome(result: BulkResult): BulkOutcome {
  const messages: Record<string, string> = {};
  for (const [id, error] of Object.entries(result.exceptionsByID ?? {}))
    messages[id] = error.description || error.message;
  return {
    operation: result.operation,
    successIDs: result.successIDs,
    failedIDs: result.failedIDs,
    messages,
  };
}

/** Moderators' bulk delete, move and close, with progress from the long-running resume loop. */
export function BulkActionsBar({
  label,
  selected,
  onDone,
  onClear,
}: {
  /** The bar's landmark name; default 'Bulk actions'. */
  label?: string;
  selected: number[];
  onDone: (outcome: BulkOutcome) => void;
  onClear: () => void;
}): ReactElement {
  const dispatch = useAppDispatch();
  const [modal, setModal] = useState<'move' | 'delete' | null>(null);
  const [operation, setOperation] = useState<BulkOperation | null>(null);
  const progress = useAppSelector((state) =>
    operation ? selectBulkProgress(state, operation) : undefined,
  );
  const running = progress?.running === true;
  const run = (
    op: BulkOperation,
    request: Promise<{ payload?: unknown; meta: { requestStatus: string } }>,
  ): void => {
    setOperation(op);
    setModal(null);
    void request.then((action) => {
      if (action.meta.requestStatus === 'fulfilled')
        onDone(bulkOutcome(action.payload as BulkResult));
    });
  };
  const discussionIDs = selected;
  return (
    <div className="fw-bulkBar" role="region" aria-label={label ?? t('Bulk actions')}>
      <span className="fw-bulkBar-count">{formatString(t('%s selected'), selected.length)}</span>
      <button
        type="button"
        className="fw-button"
        disabled={running}
        onClick={() => setModal('move')}
      >
        {t('Move')}
      </button>
      <button
        type="button"
        className="fw-button"
        disabled={running}
        onClick={() =>
          run('close', dispatch(bulkCloseDiscussions({ discussionIDs, closed: true })))
        }
      >
        {t('Close')}
      </button>
      <button
        type="button"
        className="fw-button"
        disabled={running}
        onClick={() => setModal('delete')}
      >
        {t('Delete')}
      </button>
      <button
        type="button"
        className="fw-button fw-button--text"
        disabled={running}
        onClick={onClear}
      >
        {t('Clear selection')}
      </button>
      {progress && running && (
        <span className="fw-bulkBar-progress" role="status">
          {formatString(t('%s of %s done'), progress.done, progress.requested)}
        </span>
      )}
      {modal === 'move' && (
        <CategoryPickerModal
          title={formatString(t('Move %s discussions'), selected.length)}
          onClose={() => setModal(null)}
          onSubmit={(categoryID) =>
            run('move', dispatch(bulkMoveDiscussions({ discussionIDs, categoryID })))
          }
        />
      )}
      {modal === 'delete' && (
        <DeleteModal
          busy={running}
          onClose={() => setModal(null)}
          onConfirm={() => run('delete', dispatch(bulkDeleteDiscussions({ discussionIDs })))}
        />
      )}
    </div>
  );
}
