import controlsCss from '@/ui/controls.css';
import homeWidgetCss from '@/features/layouts/components/homeWidget/homeWidget.css';
import { useStyles } from '@/ui/useStyles';
import css from './layoutBasics.css';

/** The family's stylesheet, the buttons' and the widget header's (in the home widget sheet). */
export function useBasicsStyles(): void {
  useStyles('controls', controlsCss);
  useStyles('fw-homeWidget', homeWidgetCss);
  useStyles('fw-layoutBasics', css);
}
