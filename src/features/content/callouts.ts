import { t } from '@/i18n/translate';
import { contentIcon, eachSafely, srOnlyText, within } from './contentDom';

type CalloutType = 'info' | 'warning' | 'error';

const ICONS: Record<CalloutType, string> = {
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm.9 11H7.1V7h1.8v5zM8 5.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2z',
  warning: 'M8 1 .5 14.5h15L8 1zm.9 11.3H7.1v-1.8h1.8v1.8zm0-3H7.1V5.5h1.8v3.8z',
  error:
    'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm3.3 9.1-1.2 1.2L8 9.2l-2.1 2.1-1.2-1.2L6.8 8 4.7 5.9l1.2-1.2L8 6.8l2.1-2.1 1.2 1.2L9.2 8l2.1 2.1z',
};

function labelOf(type: CalloutType): string {
  if (type === 'warning') return t('Warning');
  if (type === 'error') return t('Error');
  return t('Info');
}

/** The callout's type from its class; an unknown or missing one reads as info. */
export function calloutType(element: Element): CalloutType {
  if (element.classList.contains('callout-warning')) return 'warning';
  if (element.classList.contains('callout-error')) return 'error';
  return 'info';
}

function upgradeCallout(callout: HTMLElement): void {
  if (callout.classList.contains('fw-callout')) return;
  const doc = callout.ownerDocument;
  const type = calloutType(callout);
  const body = doc.createElement('div');
  body.className = 'fw-callout-body';
  body.append(...Array.from(callout.childNodes));
  callout.replaceChildren(
    contentIcon(doc, ICONS[type], 'fw-callout-icon'),
    srOnlyText(doc, `${labelOf(type)}: `),
    body,
  );
  callout.classList.add('fw-callout', `fw-callout--${type}`);
  callout.setAttribute('role', 'note');
}

/**
 * `div.callout` blocks in `root` get `role="note"`, a visible icon and a visually hidden type
 * label ('Info', 'Warning', 'Error') before their text.
 */
export function upgradeCallouts(root: HTMLElement): void {
  eachSafely(within(root, 'div.callout'), upgradeCallout);
}
