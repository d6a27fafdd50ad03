import homeWidgetCss from '@/features/layouts/components/homeWidget/homeWidget.css';
import controlsCss from '@/ui/controls.css';
import { useStyles } from '@/ui/useStyles';
import css from './layoutCommunity.css';

/** A non-empty string from the server (anything else is ignored). */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The family's stylesheet, with the widget header's and the buttons'. */
export function useCommunityStyles(): void {
  useStyles('controls', controlsCss);
  useStyles('fw-homeWidget', homeWidgetCss);
  useStyles('fw-layoutCommunity', css);
}
