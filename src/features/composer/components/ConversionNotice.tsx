import type { ReactElement } from 'react';
import { formatString, t } from '@/i18n/translate';

/** A stored format's name in words (04 §2), or undefined for one without a name here. */
function formatName(format: string): string | undefined {
  switch (format.toLowerCase()) {
    case 'markdown':
      return t('Markdown');
    case 'text':
    case 'textex':
      return t('plain text');
    case 'html':
    case 'wysiwyg':
    case 'raw':
      return t('HTML');
    case 'bbcode':
    case 'ipb':
      return t('BBCode');
    case 'rich':
      return t('the older rich text format');
    default:
      return undefined;
  }
}

/** What editing a post stored in `format` (not rich2) does to it: saving converts it (04 §2). */
export function conversionNotice(format: string): string {
  const name = formatName(format);
  return name
    ? formatString(t('This post was written in %s. Saving it will convert it to rich text.'), name)
    : t('This post was written in another format. Saving it will convert it to rich text.');
}

/**
 * The notice above an editor that opened a post of another format (`convertedFrom`); the editor
 * names `id` in its aria-describedby, so it is read with the editor. Saving is not held back.
 */
export function ConversionNotice({ id, format }: { id: string; format: string }): ReactElement {
  return (
    <p id={id} className="fw-composer-hint">
      {conversionNotice(format)}
    </p>
  );
}
