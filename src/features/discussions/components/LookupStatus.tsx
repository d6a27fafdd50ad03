import type { ReactElement } from 'react';
import { t } from '@/i18n/translate';
import { type Loadable, LoadStatus } from '@/store/loadable';
import { Loader } from '@/ui/Loader';
import { useActionStyles } from './useActionStyles';

/**
 * The state of a modal's lookup (categories, tags, users): a small loader while it runs, the
 * error in an alert when it fails. What the user typed stays in its field either way.
 */
export function LookupStatus({
  lookup,
}: {
  lookup: Pick<Loadable<unknown>, 'status' | 'error'>;
}): ReactElement | null {
  useActionStyles();
  if (lookup.status === LoadStatus.LOADING) return <Loader size="small" />;
  if (lookup.status !== LoadStatus.ERROR) return null;
  return (
    <p role="alert" className="fw-lookupError">
      {lookup.error?.description || lookup.error?.message || t('Something has gone wrong.')}
    </p>
  );
}
