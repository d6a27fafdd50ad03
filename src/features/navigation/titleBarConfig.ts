import { createSelector } from '@reduxjs/toolkit';
import { selectHasPermission } from '@/permissions/permissionsSlice';
import { configFlagOf } from '@/store/configFlags';
import { selectConfigValues } from '@/store/configSlice';
import type { RootState } from '@/store/store';
import { LAYOUT } from '@/theme/themeConstants';

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

/** The suggestions' debounce when `search.autocompleteDebounce` is unset (03 §9: 500 ms). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

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
      forumEnabled: configFlagOf(values, k.forumEnabled),
      registrationEnabled:
        configFlagOf(values, k.registrationEnabled) &&
        String(values[k.registrationMethod] ?? '').toLowerCase() !== 'closed',
      signInUrl: str(values[k.signInUrl]),
      registerUrl: str(values[k.registerUrl]),
      signOutUrl: str(values[k.signOutUrl]),
      conversationsEnabled: configFlagOf(values, k.conversationsEnabled),
      confirmEmailRequired: configFlagOf(values, k.confirmEmailRequired),
      newSearchPage: configFlagOf(values, k.newSearchPage),
      knowledgeBase: configFlagOf(values, k.knowledgeBaseSearch),
      autocompleteDebounce:
        Number.isFinite(debounce) && debounce >= 0 ? debounce : AUTOCOMPLETE_DEBOUNCE_MS,
      abortDuringAutocomplete: configFlagOf(values, k.abortDuringAutocomplete),
      searchOnClear: configFlagOf(values, k.searchOnClear),
      scopes: parseScopes(values[k.scopes]),
      externalSearchQuery: str(values[k.externalSearchQuery]),
      externalSearchNewTab: configFlagOf(values, k.externalSearchNewTab),
      compactBreakpoint:
        Number.isFinite(breakpoint) && breakpoint > 0 ? breakpoint : LAYOUT.compact,
      allowTransparent: configFlagOf(values, k.allowTransparent),
    };
  },
);

/** A permission check bound to the store state, for the navigation filter. */
export function permissionChecker(state: RootState): (permission: string) => boolean {
  return (permission) => selectHasPermission(state, permission);
}
