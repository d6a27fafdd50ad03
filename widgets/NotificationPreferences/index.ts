import type { WidgetDefinition } from '@/index';

/**
 * The member's notification settings and analytics privacy (03 §3, §5, §7; 01 §7):
 * `<div data-react="NotificationPreferences" data-props='{}'>`. Its validator is in its chunk.
 */
export const notificationPreferencesWidget: WidgetDefinition = {
  name: 'NotificationPreferences',
  load: () => import('./NotificationPreferences'),
};
