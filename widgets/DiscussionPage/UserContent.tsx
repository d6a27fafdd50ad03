import { type CSSProperties, type ReactElement, useLayoutEffect, useRef } from 'react';
import { safeFragment } from '../../src/features/content/safeHtml';

/** A post's body or a signature: the sanitised HTML in a `div`, replaced when `html` changes. */
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
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.replaceChildren(safeFragment(html, element.ownerDocument));
  }, [html]);
  return <div ref={ref} className={`fw-userContent ${className}`} style={style} />;
}
