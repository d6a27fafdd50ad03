import { type ReactElement, useLayoutEffect } from 'react';
import { t } from '@/i18n/translate';
import { DateTime } from '@/ui/DateTime';
import { type SuggestionOption, type SuggestionsResult, useSuggestions } from './useSuggestions';

/**
 * The search box's suggestions code, a chunk of its own that `SearchBox` loads when the input
 * is first hovered, focused or typed in: the lookup (`useSuggestions`: the search slice, the
 * debounced `GET /search`) and the options' dates (`DateTime`, dayjs). A page whose visitor
 * never touches the search downloads none of it.
 */

/** Runs the lookup for the typed text and hands each result to the search box; renders nothing. */
export function SuggestionsLookup({
  text,
  scope,
  onResult,
}: {
  text: string;
  scope?: string;
  onResult: (result: SuggestionsResult) => void;
}): null {
  const result = useSuggestions(text, scope);
  // Before paint, so the popup never shows a result one keystroke old.
  useLayoutEffect(() => onResult(result), [result, onResult]);
  return null;
}

/** An option's second line: when its record was last updated, and where it sits. */
export function SuggestionMeta({ option }: { option: SuggestionOption }): ReactElement | null {
  const { dateUpdated, crumbs } = option.data ?? {};
  if (!dateUpdated && !crumbs?.length) return null;
  return (
    <span className="fw-search-optionMeta">
      {dateUpdated && (
        <span>
          {t('Most recent:')} <DateTime timestamp={dateUpdated} type="compact" />
        </span>
      )}
      {crumbs && crumbs.length > 0 && (
        <span className="fw-search-crumbs">{crumbs.map((crumb) => crumb.name).join(' › ')}</span>
      )}
    </span>
  );
}
