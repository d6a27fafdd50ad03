import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Flyout } from '@/ui/Flyout';
import { FlyoutMenuItem } from '@/ui/FlyoutMenuItem';
import { lazyPart, useLazyPart } from '@/ui/lazyPart';

// This file's module registry starts without the panel's chunk (src/ui/FlyoutPanel.tsx): the
// first open here is one that outruns the download (no hover or focus preloaded it).
describe('Flyout whose panel code has not arrived yet', () => {
  it('opens once the panel has loaded, with focus on the first item and the button pointing to it', async () => {
    render(
      <Flyout buttonContent="Account">
        <FlyoutMenuItem>Profile</FlyoutMenuItem>
        <FlyoutMenuItem>Sign Out</FlyoutMenuItem>
      </Flyout>,
    );
    const button = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // No reference to a panel that is not in the document yet.
    expect(button).not.toHaveAttribute('aria-controls');

    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
  });
});

describe('lazyPart', () => {
  it('loads once, and asks again after a failed load', async () => {
    const loader = jest
      .fn<Promise<{ value: number }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ value: 42 });
    const part = lazyPart(loader);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.get()).toBeUndefined();
    await expect(part.load()).resolves.toEqual({ value: 42 });
    await part.load();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(part.get()).toEqual({ value: 42 });
  });

  it('gives the module to a component once wanted and loaded, and the error of a failed load', async () => {
    const part = lazyPart(() => Promise.reject(new Error('offline')));
    const { result, rerender } = renderHook(({ wanted }) => useLazyPart(part, wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toEqual({ module: undefined, error: undefined });
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.error).toEqual(new Error('offline')));

    const good = lazyPart(() => Promise.resolve('module'));
    const hook = renderHook(() => useLazyPart(good, true));
    expect(hook.result.current.module).toBeUndefined();
    await act(async () => {
      await good.load();
    });
    expect(hook.result.current.module).toBe('module');
  });
});
