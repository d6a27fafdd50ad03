import controlsCss from '../../src/ui/controls.css';
import homeWidgetCss from '../../src/features/layouts/components/homeWidget/homeWidget.css';
import { useStyles } from '../../src/ui/useStyles';
import css from './layoutBasics.css';

/** The family's stylesheet, the buttons' and the widget header's (in the home widget sheet). */
export function useBasicsStyles(): void {
  useStyles('controls', controlsCss);
  useStyles('fw-homeWidget', homeWidgetCss);
  useStyles('fw-layoutBasics', css);
}
