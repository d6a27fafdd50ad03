import { toastOnFailure } from '@/store/failureToasts';
import {
  deleteCommentThunk,
  reactToComment,
  reportComment,
  setAnswerThunk,
} from './commentsActions';

let registered = false;

/**
 * The failure toasts of comment saves (03 §8), raised by listener middleware as the list's
 * are: the error's description, else its message; dismissible, never dismissed by itself.
 * Page loads show their failure in place (with Retry), not as a toast.
 */
export function registerCommentToasts(): void {
  if (registered) return;
  registered = true;
  toastOnFailure([reactToComment, deleteCommentThunk, setAnswerThunk, reportComment]);
}
