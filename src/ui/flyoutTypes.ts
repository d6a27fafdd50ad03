import type { ReactNode } from 'react';

/** 250 px wide, 300 px (medium), or the title bar's: at least 350 px and at most 90% high. */
export type FlyoutSize = 'default' | 'medium' | 'titleBar';

/** `menu`: an action menu (role menu, arrow keys). `panel`: free content such as a form. */
export type FlyoutKind = 'menu' | 'panel';

/** Content, or a function given `close` (e.g. to close after a form is submitted). */
export type FlyoutChildren = ReactNode | ((close: () => void) => ReactNode);
