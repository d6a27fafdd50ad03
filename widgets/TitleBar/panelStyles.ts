import { useStyles } from '@/ui/useStyles';
import css from './titleBarPanels.css';

/** The stylesheet of the title bar's flyout and panel content, injected by each lazy part. */
export function usePanelStyles(): void {
  useStyles('title-bar-panels', css);
}
