/**
 * The forum side of embedding mode, loaded lazily by the entry (widgets/entry.ts) only when the
 * page is framed or the config turns on embedding redirection.
 */
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { startFramedForum } from './framedForum';
import { findParentOrigin } from './parentOrigin';
import { redirectTarget } from './redirect';

/**
 * Framed by an allowed origin: reports to it (see framedForum.ts). Framed by anyone else: does
 * nothing. Not framed: redirects to `embed.remoteUrl` when the config forces embedding.
 * Returns the function that stops the reports (a no-op otherwise).
 */
export function startEmbedFrame(config: BootstrapConfig, win: Window = window): () => void {
  if (win.parent !== win) {
    const origin = findParentOrigin(win, config);
    return origin ? startFramedForum(win, origin) : () => undefined;
  }
  const target = redirectTarget(config, win);
  if (target) win.location.replace(target);
  return () => undefined;
}
