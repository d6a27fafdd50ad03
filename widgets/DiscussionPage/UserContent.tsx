import { type CSSProperties, type ReactElement, useLayoutEffect, useRef } from 'react';
import { selectContentConfig } from '@/features/content/contentConfig';
import { safeFragment } from '@/features/content/safeHtml';
import { upgradeContent } from '@/features/content/upgradeContent';
import { useAppSelector } from '@/store/hooks';

/**
 * A post's body or a signature: the sanitised HTML in a `div`, upgraded like every user content
 * block (spoilers, callouts, tables, embeds, code, collapsible blocks; docs/content-display.md).
 * Replaced and upgraded again when `html` or the content settings change; the upgrade's
 * observers are released then and on unmount.
 */
export function UserContent({
  html,
  className,
  style,
}: {
  html: string;
  className: string;
  style?: CSSProperties;
}): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const config = useAppSelector(selectContentConfig);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    element.replaceChildren(safeFragment(html, element.ownerDocument));
    return upgradeContent(element, config);
  }, [html, config]);
  return <div ref={ref} className={`fw-userContent ${className}`} style={style} />;
}
