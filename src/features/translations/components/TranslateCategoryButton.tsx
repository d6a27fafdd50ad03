import { lazy, type ReactElement, Suspense, useState } from 'react';
import { t } from '@/i18n/translate';
import { usePermission } from '@/permissions/usePermission';

const TranslateCategory = lazy(() =>
  import('./TranslateCategory').then((m) => ({ default: m.TranslateCategory })),
);

/**
 * A category's Translate button (03 §4, §6): only for `site.manage` holders; the translation
 * modal loads as its own chunk on the first click. Nothing is rendered for anyone else.
 */
export function TranslateCategoryButton({
  categoryID,
  name,
}: {
  categoryID: number;
  name: string;
}): ReactElement | null {
  const { allowed } = usePermission('site.manage');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <button
        type="button"
        className="fw-button fw-button--secondary fw-translateCategory"
        aria-haspopup="dialog"
        aria-label={`${t('Translate')} ${name}`}
        onClick={() => setOpen(true)}
      >
        {t('Translate')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TranslateCategory categoryID={categoryID} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
