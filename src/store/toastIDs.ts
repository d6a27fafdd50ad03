/**
 * Toast IDs that more than one feature raises, so that a later toast replaces an earlier one
 * (src/store/toastsSlice.ts): defined once here, below the features that share them.
 */

/** The settings page's one failure toast: notification preferences and the analytics setting. */
export const PREFERENCES_FAILURE_TOAST = 'notificationPreferences-failure';
