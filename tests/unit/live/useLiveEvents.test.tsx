import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { LiveEvent } from '@/api/types/events';
import { useLiveEvents } from '@/features/live/useLiveEvents';
import { renderWithProviders } from '../../support/renderWithProviders';
import { serveEvents, settle, useLiveTimers } from './streamSupport';

function NewComments({ onEvent }: { onEvent: (event: LiveEvent) => void }): ReactElement {
  useLiveEvents(['comment.created'], onEvent);
  return <p>thread</p>;
}

beforeEach(() => useLiveTimers());
afterEach(() => jest.useRealTimers());

describe('useLiveEvents', () => {
  it('hears its types while mounted and lets the stream go on unmount', async () => {
    const served = serveEvents();
    const onEvent = jest.fn();
    const { unmount } = renderWithProviders(<NewComments onEvent={onEvent} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
      await settle();
    });
    expect(served.streams).toHaveLength(1);
    await act(async () => {
      served.streams[0]!.send(
        'id: 1\nevent: counts\ndata: {"countUnreadNotifications":1,"countUnreadConversations":0}\n\n' +
          'id: 2\nevent: comment.created\ndata: {"discussionID":3,"commentID":4}\n\n',
      );
      await settle();
    });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({
      type: 'comment.created',
      id: '2',
      data: { discussionID: 3, commentID: 4 },
    });
    unmount();
    await settle();
    expect(served.signals[0]!.aborted).toBe(true);
  });
});
