import { claimFlyout, releaseFlyout } from '@/ui/flyoutCoordinator';

describe('flyoutCoordinator', () => {
  it('closes the previously open flyout when another one opens', () => {
    const closeFirst = jest.fn();
    const closeSecond = jest.fn();
    claimFlyout(closeFirst);
    claimFlyout(closeSecond);
    expect(closeFirst).toHaveBeenCalledTimes(1);
    expect(closeSecond).not.toHaveBeenCalled();
    releaseFlyout(closeSecond);
  });

  it('forgets a flyout once it closes', () => {
    const closeFirst = jest.fn();
    claimFlyout(closeFirst);
    releaseFlyout(closeFirst);
    claimFlyout(jest.fn());
    expect(closeFirst).not.toHaveBeenCalled();
  });

  it('does not close a flyout that claims the slot again', () => {
    const close = jest.fn();
    claimFlyout(close);
    claimFlyout(close);
    expect(close).not.toHaveBeenCalled();
    releaseFlyout(close);
  });
});
