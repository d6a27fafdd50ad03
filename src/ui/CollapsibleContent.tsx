import { type ReactElement, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { t } from '@/i18n/translate';
import { COLLAPSIBLE } from '@/theme/themeConstants';
import css from './collapsibleContent.css';
import controlsCss from './controls.css';
import { Icon } from './icons';
import { useStyles } from './useStyles';

export interface CollapsibleContentProps {
  children: ReactNode;
  /** Height in pixels shown while collapsed; default 100. */
  maxHeight?: number;
  /** Content at most this much taller than `maxHeight` is never collapsed; default 50. */
  overshoot?: number;
  /** Start expanded. */
  defaultExpanded?: boolean;
  className?: string;
}

/**
 * Long user content cut to `maxHeight` with an Expand/Collapse toggle. Content no taller than
 * `maxHeight + overshoot` shows in full with no toggle, so a few extra pixels never hide behind
 * a button. The height is measured again whenever the content resizes (images loading).
 */
export function CollapsibleContent({
  children,
  maxHeight = COLLAPSIBLE.maxHeight,
  overshoot = COLLAPSIBLE.overshoot,
  defaultExpanded = false,
  className,
}: CollapsibleContentProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('collapsible', css);
  const id = useId();
  const innerRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [expanded, setExpanded] = useState(defaultExpanded);

  useLayoutEffect(() => {
    const inner = innerRef.current;
    if (!inner) return undefined;
    const measure = (): void => setHeight(inner.scrollHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const collapsible = height > maxHeight + overshoot;
  const collapsed = collapsible && !expanded;
  return (
    <div className={`fw-collapsible${className ? ` ${className}` : ''}`}>
      <div
        id={id}
        className={`fw-collapsible-body${collapsed ? ' fw-collapsible-body--collapsed' : ''}`}
        style={collapsed ? { maxHeight } : undefined}
      >
        <div ref={innerRef}>{children}</div>
      </div>
      {collapsible && (
        <button
          type="button"
          className="fw-button fw-button--text fw-collapsible-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('Collapse') : t('Expand')}
          <Icon
            name="chevron"
            className={expanded ? 'fw-collapsible-chevron--up' : 'fw-collapsible-chevron'}
          />
        </button>
      )}
    </div>
  );
}
