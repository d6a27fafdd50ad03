import { createSelector } from '@reduxjs/toolkit';
import { selectHasPermission } from '../../permissions/permissionsSlice';
import { selectConfigValues } from '../../store/configSlice';
import type { RootState } from '../../store/store';
import { LAYOUT } from '../../theme/themeConstants';

/** The config keys the title bar reads (everything beyond its props comes from here). */
export const TITLE_BAR_CONFIG_KEYS = {
  forumEnabled: 'forum.enabled',
  registrationEnabled: 'registration.enabled',
  registrationMethod: 'registration.method',
  signInUrl: 'entry.signInUrl',
  registerUrl: 'entry.registerUrl',
  signOutUrl: 'entry.signOutUrl',
  conversationsEnabled: 'conversations.enabled',
  confirmEmailRequired: 'isConfirmEmailRequired',
  newSearchPage: 'labs.newSearchPage',
  knowledgeBaseSearch: 'search.knowledgeBaseMode',
  autocompleteDebounce: 'search.autocompleteDebounce',
  abortDuringAutocomplete: 'search.shouldAbortDuringAutocomplete',
  searchOnClear: 'search.searchOnClear',
  scopes: 'search.scopes',
  externalSearchQuery: 'externalSearch.query',
  externalSearchNewTab: 'externalSearch.resultsInNewTab',
  compactBreakpoint: 'titleBar.compactBreakpoint',
  allowTransparent: 'titleBar.allowTransparent',
} as const;

export interface SearchScope {
  value: string;
  name: string;
  url?: string;
}

export interface TitleBarConfig {
  forumEnabled: boolean;
  registrationEnabled: boolean;
  signInUrl?: string;
  registerUrl?: string;
  signOutUrl?: string;
  conversationsEnabled: boolean;
  confirmEmailRequired: boolean;
  newSearchPage: boolean;
  knowledgeBase: boolean;
  autocompleteDebounce: number;
  abortDuringAutocomplete: boolean;
  searchOnClear: boolean;
  scopes: SearchScope[];
  externalSearchQuery?: string;
  externalSearchNewTab: boolean;
  compactBreakpoint: number;
  allowTransparent: boolean;
}

const truthy = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true';
const notFalse = (value: unknown): boolean =>
  value === undefined || value === null ? true : truthy(value);
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function parseScopes(value: unknown): SearchScope[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (scope): scope is SearchScope =>
      !!scope && typeof scope.value === 'string' && typeof scope.name === 'string',
  );
}

/** Reads the title bar's settings from the site config, with the spec's defaults. */
export const selectTitleBarConfig = createSelector(
  [selectConfigValues],
  (values): TitleBarConfig => {
    const k = TITLE_BAR_CONFIG_KEYS;
    const debounce = Number(values[k.autocompleteDebounce]);
    const breakpoint = Number(values[k.compactBreakpoint]);
    return {
      forumEnabled: notFalse(values[k.forumEnabled]),
      registrationEnabled:
        notFalse(values[k.registrationEnabled]) &&
        String(values[k.registrationMethod] ?? '').toLowerCase() !== 'closed',
      signInUrl: str(values[k.signInUrl]),
      registerUrl: str(values[k.registerUrl]),
      signOutUrl: str(values[k.signOutUrl]),
      conversationsEnabled: truthy(values[k.conversationsEnabled]),
      confirmEmailRequired: truthy(values[k.confirmEmailRequired]),
      newSearchPage: truthy(values[k.newSearchPage]),
      knowledgeBase: truthy(values[k.knowledgeBaseSearch]),
      autocompleteDebounce: Number.isFinite(debounce) && debounce >= 0 ? debounce : 500,
      abortDuringAutocomplete: truthy(values[k.abortDuringAutocomplete]),
      searchOnClear: truthy(values[k.searchOnClear]),
      scopes: parseScopes(values[k.scopes]),
      externalSearchQuery: str(values[k.externalSearchQuery]),
      externalSearchNewTab: truthy(values[k.externalSearchNewTab]),
      compactBreakpoint:
        Number.isFinite(breakpoint) && breakpoint > 0 ? breakpoint : LAYOUT.compact,
      allowTransparent: truthy(values[k.allowTransparent]),
    };
  },
);

/** A permission check bound to the store state, for the navigation filter. */
export function permissionChecker(state: RootState): (permission: string) => boolean {
  return (permission) => selectHasPermission(state, permission);
}
