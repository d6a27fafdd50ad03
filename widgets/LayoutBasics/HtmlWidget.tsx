import { type ReactElement, useId, useLayoutEffect, useRef } from 'react';
import { safeFragment } from '@/features/content/safeHtml';
import { WidgetHeader } from '@/features/layouts/components/homeWidget/WidgetHeader';
import type { HtmlWidgetProps } from '@/features/layouts/layoutTypes';
import { replaceStyles } from '@/theme/injectStyles';
import { scopeCss } from './scopedCss';
import { useBasicsStyles } from './useBasicsStyles';

/**
 * The HTML widget: the site manager's HTML, sanitised with DOMPurify (safeHtml.ts: no script,
 * style, form or iframe; links and sources through sanitizeUrl). Its optional `css` is nested under
 * this widget's own scope and injected with the page's CSP nonce; malformed CSS is dropped.
 */
export function Html(props: HtmlWidgetProps): ReactElement {
  useBasicsStyles();
  const body = useRef<HTMLDivElement>(null);
  const scope = `fw-html-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const html = typeof props.html === 'string' ? props.html : '';
  const css = typeof props.css === 'string' ? props.css : '';

  useLayoutEffect(() => {
    body.current?.replaceChildren(safeFragment(html));
  }, [html]);

  useLayoutEffect(() => {
    if (css.trim() === '') return undefined;
    const scoped = scopeCss(css, `.fw-root .fw-htmlWidget[data-fw-scope="${scope}"]`);
    if (scoped === null) {
      console.warn('Html widget: its css was not used (malformed or with @import).');
      return undefined;
    }
    replaceStyles(scope, scoped);
    return () => document.head.querySelector(`style[data-fw-style="${scope}"]`)?.remove();
  }, [css, scope]);

  return (
    <div className="fw-htmlWidget" data-fw-scope={scope}>
      <WidgetHeader title={props.title} subtitle={props.subtitle} description={props.description} />
      <div className="fw-htmlWidget-body" ref={body} />
    </div>
  );
}
