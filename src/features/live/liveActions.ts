import { createAction } from '@reduxjs/toolkit';
import type { LiveEvent } from '@/api/types/events';

/**
 * `live/eventReceived`: one validated live event, from this tab's stream or from the leading
 * tab's broadcast, with its `{ type, id, data }`. Slices and listeners may react to it; this
 * module is tiny so that importing the action does not bring the connection code along.
 */
export const liveEventReceived = createAction<LiveEvent>('live/eventReceived');

/** Whether the page gets live events: `stream`, `polling` (no endpoint) or `off` (signed out). */
export type LiveMode = 'connecting' | 'stream' | 'polling' | 'off';
