import type { ReactElement } from 'react';
import { formatString, t } from '@/i18n/translate';
import { ErrorLayout } from './ErrorPage';

export interface NotFoundProps {
  /** What was not found, e.g. 'Discussion', 'Category'; default 'Page'. */
  type?: string;
  /** An action such as a link back; none by default. */
  actions?: ReactElement;
}

/** The layouts' not-found state: '{Type} Not Found' / 'The {type} you were looking for could not be found.' */
export function NotFound({ type = 'Page', actions }: NotFoundProps): ReactElement {
  const name = t(type, type);
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  return (
    <ErrorLayout
      icon="notFound"
      iconLabel={t('Page Not Found')}
      title={formatString(t('%s Not Found'), title)}
      description={formatString(
        t('The %s you were looking for could not be found.'),
        name.toLowerCase(),
      )}
      actions={actions}
    />
  );
}
