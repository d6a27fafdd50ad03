import { t } from '@/i18n/translate';

/** How long the "Copied" or failure message stays visible (it is announced at once). */
const MESSAGE_TIME = 3000;

/**
 * The fallback for pages where the asynchronous clipboard is missing or refused (insecure
 * origins, a headless browser without the permission): a hidden text area selected and copied
 * with `execCommand('copy')`, which Chromium still honours during a click.
 */
function copyWithSelection(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  const active = doc.activeElement instanceof HTMLElement ? doc.activeElement : undefined;
  doc.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}

/** Copies `text` to the clipboard: the clipboard API first, the selection fallback second. */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, not focused): try the old way below.
    }
  }
  return copyWithSelection(text, doc);
}

/**
 * The code block's toolbar: a "Copy code" button and a status line that shows and announces
 * (role="status") "Copied" or the failure.
 */
export function createCopyTools(code: HTMLElement): HTMLElement {
  const doc = code.ownerDocument;
  const bar = doc.createElement('div');
  bar.className = 'fw-codeBlock-bar';
  const status = doc.createElement('span');
  status.className = 'fw-codeBlock-status';
  status.setAttribute('role', 'status');
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'fw-codeBlock-copy';
  button.textContent = t('Copy code');
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', () => {
    void copyText(code.textContent ?? '', doc).then((copied) => {
      status.classList.toggle('fw-codeBlock-status--error', !copied);
      status.textContent = copied ? t('Copied') : t('Could not copy the code');
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        status.textContent = '';
      }, MESSAGE_TIME);
    });
  });
  bar.append(status, button);
  return bar;
}
