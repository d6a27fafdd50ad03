import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastAdded } from '@/store/toastsSlice';
import { errorToastInput, Toast } from '@/ui/Toast';
import { ToastHost } from '@/mount/ToastHost';
import { TOAST } from '@/theme/themeConstants';
import { renderWithProviders } from '../../support/renderWithProviders';
import { cssValue } from './cssValue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number): void => {
  act(() => jest.advanceTimersByTime(ms));
};

function renderHost(position?: 'bottomLeft' | 'bottomRight') {
  const result = renderWithProviders(<ToastHost position={position} />);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const add = (input: Parameters<typeof toastAdded>[0]): void => {
    act(() => {
      result.store.dispatch(toastAdded(input));
    });
  };
  return { ...result, user, add };
}

describe('ToastHost and the toast lifecycle', () => {
  it('shows a store toast as a status message in the portal container', () => {
    const { add } = renderHost();
    add({ body: 'Your draft was saved.' });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Your draft was saved.');
    expect(toast.closest('.fw-portal')).toHaveClass('fw-root');
  });

  it('hides after the default 3000 ms and leaves the store 2000 ms later', () => {
    const { add, store } = renderHost();
    add({ body: 'Saved' });
    advance(TOAST.autoDismissMs - 1);
    expect(screen.getByRole('status')).toBeVisible();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).not.toBeVisible();
    expect(store.getState().toasts).toHaveLength(1);
    advance(TOAST.removalDelayMs - 1);
    expect(store.getState().toasts).toHaveLength(1);
    advance(1);
    expect(store.getState().toasts).toHaveLength(0);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('uses its own auto-dismiss duration', () => {
    const { add } = renderHost();
    add({ body: 'Moved', autoDismissDuration: 5000 });
    advance(4999);
    expect(screen.getByRole('status')).toBeVisible();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays until dismissed when it does not auto-dismiss', () => {
    const { add } = renderHost();
    add({ body: 'Offline', autoDismiss: false });
    advance(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
  });

  it('hides at once from its Dismiss button, by keyboard too, then leaves 2000 ms later', async () => {
    const { add, store, user } = renderHost();
    add({ body: 'There was a problem bookmarking this discussion.', autoDismiss: false });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    advance(TOAST.removalDelayMs);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('has no Dismiss button when it is not dismissible', () => {
    const { add } = renderHost();
    add({ body: 'Working', dismissible: false });
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('replaces a toast with the same id and restarts its lifecycle', () => {
    const { add } = renderHost();
    add({ toastID: 'draft', body: 'Saving draft' });
    advance(2000);
    add({ toastID: 'draft', body: 'Draft saved' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Draft saved');
    advance(TOAST.autoDismissMs - 1);
    expect(screen.getByRole('status')).toBeVisible();
  });

  it('does not hide while the pointer rests on it, and restarts the timer when it leaves', async () => {
    const { add, user } = renderHost();
    add({ body: 'Hover me' });
    await user.hover(screen.getByRole('status'));
    advance(10_000);
    expect(screen.getByRole('status')).toBeVisible();
    await user.unhover(screen.getByRole('status'));
    advance(TOAST.autoDismissMs - 1);
    expect(screen.getByRole('status')).toBeVisible();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks in the bottom right when asked', () => {
    const { add } = renderHost('bottomRight');
    add({ body: 'Right' });
    expect(screen.getByRole('status').parentElement).toHaveClass('fw-toasts--bottomRight');
  });
});

describe('Toast', () => {
  it('is 280 px wide, 380 px when wide, and at most 120 px high', () => {
    render(
      <div className="fw-root">
        <Toast body="Narrow" />
        <Toast body="Wide" wide />
      </div>,
    );
    const [narrow, wide] = screen.getAllByRole('status');
    expect(cssValue(narrow!, 'width')).toBe('280px');
    expect(cssValue(wide!, 'width')).toBe('380px');
    expect(cssValue(narrow!, 'max-height')).toBe('120px');
  });

  it('keeps a persistent toast after hiding instead of removing it', () => {
    const onRemove = jest.fn();
    const { rerender } = render(<Toast body="Sync" persistent onRemove={onRemove} />);
    rerender(<Toast body="Sync" persistent visibility={false} onRemove={onRemove} />);
    advance(10_000);
    expect(onRemove).not.toHaveBeenCalled();
    rerender(<Toast body="Sync" persistent visibility onRemove={onRemove} />);
    expect(screen.getByRole('status')).toBeVisible();
  });

  it('follows controlled visibility and asks to be removed 2000 ms after hiding', () => {
    const onRemove = jest.fn();
    const { rerender } = render(<Toast body="Uploading" onRemove={onRemove} />);
    rerender(<Toast body="Uploading" visibility={false} onRemove={onRemove} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    advance(TOAST.removalDelayMs - 1);
    expect(onRemove).not.toHaveBeenCalled();
    advance(1);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('reports that it hid itself', () => {
    const onDismiss = jest.fn();
    render(<Toast body="Bye" autoDismiss onDismiss={onDismiss} />);
    advance(TOAST.autoDismissMs);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('announces an error toast at once as an alert', () => {
    render(<Toast body="Failed" isError dismissible />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });

  it("defaults an error toast's text to 'Something has gone wrong.'", () => {
    expect(errorToastInput()).toEqual({
      body: 'Something has gone wrong.',
      dismissible: true,
      autoDismiss: false,
      isError: true,
    });
    expect(errorToastInput('Nope', 'e1')).toMatchObject({ body: 'Nope', toastID: 'e1' });
  });
});
