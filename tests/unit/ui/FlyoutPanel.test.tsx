import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Flyout } from '@/ui/Flyout';
import { FlyoutMenuItem, FlyoutMenuSeparator } from '@/ui/FlyoutMenuItem';
import { cssValue } from './cssValue';

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

describe('Flyout sizes', () => {
  const open = async (size: 'default' | 'medium' | 'titleBar'): Promise<HTMLElement> => {
    const user = userEvent.setup();
    render(
      <div className="fw-root">
        <Flyout buttonContent="Open" size={size}>
          <FlyoutMenuItem>One</FlyoutMenuItem>
        </Flyout>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    return screen.getByRole('menu');
  };

  it('is 250 px wide by default, and no higher than the room beside the button', async () => {
    const menu = await open('default');
    expect(cssValue(menu, 'width')).toBe('250px');
    // Floating UI's size middleware sets the room (at least 120 px) once it has measured.
    await act(async () => {});
    expect(cssValue(menu, 'max-height')).toMatch(/^\d+px$/);
    expect(parseInt(cssValue(menu, 'max-height'), 10)).toBeGreaterThanOrEqual(120);
  });

  it('is 300 px wide when medium', async () => {
    expect(cssValue(await open('medium'), 'width')).toBe('300px');
  });

  it('is at least 350 px wide and at most 90% of the viewport high in the title bar', async () => {
    const menu = await open('titleBar');
    expect(cssValue(menu, 'min-width')).toBe('min(350px, calc(100vw - 16px))');
    await act(async () => {});
    // 90% of the viewport, or less when the room beside the button is smaller.
    expect(cssValue(menu, 'max-height').replace(/\s+/g, ' ')).toMatch(/^min\( ?90vh, \d+px ?\)$/);
  });
});

describe('Flyout panel', () => {
  it('holds a form: named by its title, focus on the first field, keys left to the field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <Flyout buttonContent="Follow" kind="panel" title="Follow this category">
        {(close) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
              close();
            }}
          >
            <label>
              Email <input type="text" />
            </label>
            <button type="submit">Save</button>
          </form>
        )}
      </Flyout>,
    );
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Follow this category' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    await user.keyboard('ab{ArrowLeft}c');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('acb');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape from inside a field and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(
      <Flyout buttonContent="Filter" kind="panel">
        <input aria-label="Tag" />
      </Flyout>,
    );
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
  });

  it('closes when another root opens a flyout', async () => {
    const user = userEvent.setup();
    render(
      <Flyout buttonContent="Filter" kind="panel">
        <input aria-label="Tag" />
      </Flyout>,
    );
    render(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await act(async () => {
      accountButton().click();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
