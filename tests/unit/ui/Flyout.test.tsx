import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Flyout } from '@/ui/Flyout';
import { FlyoutMenuItem, FlyoutMenuSeparator } from '@/ui/FlyoutMenuItem';

function AccountMenu({ onSelect = jest.fn() }: { onSelect?: (name: string) => void }) {
  return (
    <Flyout buttonContent="Account">
      <FlyoutMenuItem onSelect={() => onSelect('profile')}>Profile</FlyoutMenuItem>
      <FlyoutMenuItem isDisabled onSelect={() => onSelect('drafts')}>
        Drafts
      </FlyoutMenuItem>
      <FlyoutMenuSeparator />
      <FlyoutMenuItem onSelect={() => onSelect('settings')}>Settings</FlyoutMenuItem>
      <FlyoutMenuItem href="/entry/signout">Sign Out</FlyoutMenuItem>
    </Flyout>
  );
}

const accountButton = (): HTMLElement => screen.getByRole('button', { name: 'Account' });

describe('Flyout (menu button)', () => {
  it('follows the menu button pattern and opens on click with focus on the first item', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    expect(accountButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(accountButton());

    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    expect(accountButton()).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('closes when the button is clicked again', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(accountButton());
    await user.click(accountButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(accountButton());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountButton()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AccountMenu />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(accountButton());
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps only one flyout open across separate React roots', async () => {
    const user = userEvent.setup();
    render(<Flyout buttonContent="Notifications">{null}</Flyout>);
    render(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getAllByRole('menu')).toHaveLength(1);

    await user.click(accountButton());

    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('moves between enabled items with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(accountButton());
    const item = (name: string): HTMLElement => screen.getByRole('menuitem', { name });

    await user.keyboard('{ArrowDown}');
    expect(item('Settings')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Sign Out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Sign Out')).toHaveFocus();
    await user.keyboard('s');
    expect(item('Settings')).toHaveFocus();
  });

  it('opens from the keyboard: Enter or ArrowDown focus the first item, ArrowUp the last', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    accountButton().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('runs the chosen action, closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<AccountMenu onSelect={onSelect} />);
    await user.click(accountButton());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('settings');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountButton()).toHaveFocus();
  });

  it('ignores a disabled item', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<AccountMenu onSelect={onSelect} />);
    await user.click(accountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Drafts' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes when Tab moves focus out of the menu', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AccountMenu />
        <button type="button">Next</button>
      </>,
    );
    await user.click(accountButton());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('reports opening and closing', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    const onClose = jest.fn();
    render(
      <Flyout buttonContent="More" onOpen={onOpen} onClose={onClose}>
        <FlyoutMenuItem>Share</FlyoutMenuItem>
      </Flyout>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
