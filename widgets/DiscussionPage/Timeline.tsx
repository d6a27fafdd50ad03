import type { ReactElement } from 'react';
import { lazyPart, useLazyPart } from '@/ui/lazyPart';
import type { TimelineProps } from './TimelineBody';

export type { TimelineProps } from './TimelineBody';

/** The timeline's code and styles, in a chunk of their own (docs/widgets/discussion-page.md, "Timeline"). */
const body = lazyPart(() => import('./TimelineBody'));

/**
 * The post page's timeline (issue 37 §1): the reader's position, a slider (keys and drag) and
 * "Jump to" first post, first unread, last post or a date; nothing for a thread without
 * comments. Its code (TimelineBody.tsx) loads on first render, so the post page's chunk does
 * not carry it: the thread renders and is usable before the timeline arrives, which it does
 * one request later. A failed load shows no timeline; the thread is unaffected.
 */
export function Timeline(props: TimelineProps): ReactElement | null {
  const { module, error } = useLazyPart(body, props.total >= 1);
  if (module) return <module.TimelineBody {...props} />;
  // Its room is kept while it loads (discussionPage.css), so the thread does not move down.
  return props.total >= 1 && error === undefined ? <div className="fw-timeline-slot" /> : null;
}
