import type { ReactElement, ReactNode } from 'react';
import type { ApiError } from '@/api/apiError';
import { t } from '@/i18n/translate';
import { LoadStatus } from '@/store/loadable';
import { Loader } from '@/ui/Loader';

interface PanelListStateProps {
  status: LoadStatus;
  error?: ApiError;
  isEmpty: boolean;
  emptyText: string;
  /** The list itself, shown once it has loaded with items. */
  children: ReactNode;
}

/** A flyout list's four faces: the error, the loader, the empty text, or the list. */
export function PanelListState({
  status,
  error,
  isEmpty,
  emptyText,
  children,
}: PanelListStateProps): ReactElement {
  if (status === LoadStatus.ERROR) {
    return (
      <p className="fw-panel-empty" role="alert">
        {error?.message ?? t('Something went wrong.')}
        {error?.description && error.description !== error.message && (
          <span className="fw-panel-errorDetail">{error.description}</span>
        )}
      </p>
    );
  }
  if (status !== LoadStatus.SUCCESS) return <Loader padded size="small" />;
  if (isEmpty) return <p className="fw-panel-empty">{emptyText}</p>;
  return <>{children}</>;
}
