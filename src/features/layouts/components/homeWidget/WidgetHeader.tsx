import type { ReactElement } from 'react';
import type { WidgetHeaderProps } from '../../layoutTypes';

/**
 * The common header of a layout widget: title (a heading), subtitle and description, each
 * shown only when it is a non-empty string. Server strings render as text, never as HTML.
 */
export function WidgetHeader({
  title,
  subtitle,
  description,
  headingId,
  className = 'fw-widgetHeader',
}: WidgetHeaderProps & { headingId?: string; className?: string }): ReactElement | null {
  const has = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  if (!has(title) && !has(subtitle) && !has(description)) return null;
  return (
    <div className={className}>
      {has(subtitle) && <p className="fw-widgetHeader-subtitle">{subtitle}</p>}
      {has(title) && (
        <h2 className="fw-widgetHeader-title" id={headingId}>
          {title}
        </h2>
      )}
      {has(description) && <p className="fw-widgetHeader-description">{description}</p>}
    </div>
  );
}
