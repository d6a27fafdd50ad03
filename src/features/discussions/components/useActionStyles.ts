import { useStyles } from '@/ui/useStyles';
import css from './discussionActions.css';

/** Injects the styles of the options menu, its modals and the share menu (once per document). */
export function useActionStyles(): void {
  useStyles('discussion-actions', css);
}
