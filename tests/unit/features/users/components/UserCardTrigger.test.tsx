import { screen, waitFor } from '@testing-library/react';
import { UserCardTrigger } from '@/features/users/components/UserCardTrigger';
import { renderWithProviders } from '../../../../support/renderWithProviders';
import { JANE, serveUsers, viewerConfig } from './userCardFixtures';

/** jsdom has no matchMedia: answer the card's "below 600 px" query for one test. */
function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: /max-width:\s*599/.test(query) ? width < 600 : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('UserCardTrigger', () => {
  it('opens the card as a dialog on click, labelled by the user name', async () => {
    serveUsers(JANE);
    const { user } = renderWithProviders(<UserCardTrigger userID={12}>jane doe</UserCardTrigger>, {
      config: viewerConfig(),
    });
    const trigger = screen.getByRole('button', { name: 'jane doe' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'jane doe' });
    expect(dialog).toHaveAttribute('id', trigger.getAttribute('aria-controls'));
    expect(dialog).toHaveFocus();
  });

  it('opens with Enter and closes with Escape, giving focus back to the trigger', async () => {
    serveUsers(JANE);
    const { user } = renderWithProviders(<UserCardTrigger userID={12}>jane doe</UserCardTrigger>, {
      config: viewerConfig(),
    });
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'jane doe' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'jane doe' })).toHaveFocus();
  });

  it('closes on a click outside, and on a second click of the trigger', async () => {
    serveUsers(JANE);
    const { user } = renderWithProviders(
      <div>
        <UserCardTrigger userID={12}>jane doe</UserCardTrigger>
        <p>Elsewhere</p>
      </div>,
      { config: viewerConfig() },
    );
    const trigger = screen.getByRole('button', { name: 'jane doe' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends one request for ten triggers of the same user, and serves a reopened card from the store', async () => {
    const seen = serveUsers(JANE);
    const { user } = renderWithProviders(
      <ul>
        {Array.from({ length: 10 }, (_, i) => (
          <li key={i}>
            <UserCardTrigger userID={12}>{`jane ${i}`}</UserCardTrigger>
          </li>
        ))}
      </ul>,
      { config: viewerConfig() },
    );
    for (let i = 0; i < 10; i += 1)
      await user.hover(screen.getByRole('button', { name: `jane ${i}` }));
    await user.click(screen.getByRole('button', { name: 'jane 0' }));
    await screen.findByRole('heading', { name: 'jane doe' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'jane 7' }));
    // Served from the store at once: no loading placeholder.
    expect(screen.getByRole('heading', { name: 'jane doe' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('keeps only one card open at a time', async () => {
    serveUsers(JANE, { ...JANE, userID: 13, name: 'joe' });
    const { user } = renderWithProviders(
      <div>
        <UserCardTrigger userID={12}>first</UserCardTrigger>
        <UserCardTrigger userID={13}>second</UserCardTrigger>
      </div>,
      { config: viewerConfig() },
    );
    await user.click(screen.getByRole('button', { name: 'first' }));
    await screen.findByRole('dialog', { name: 'jane doe' });
    await user.click(screen.getByRole('button', { name: 'second' }));
    await screen.findByRole('dialog', { name: 'joe' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('is a modal below 600 px, and Escape returns focus to the trigger', async () => {
    setViewportWidth(375);
    serveUsers(JANE);
    const { user } = renderWithProviders(<UserCardTrigger userID={12}>jane doe</UserCardTrigger>, {
      config: viewerConfig(),
    });
    await user.click(screen.getByRole('button', { name: 'jane doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'User card' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await screen.findByRole('heading', { name: 'jane doe' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'jane doe' })).toHaveFocus();
  });

  it('is a popover (not modal) from 600 px', async () => {
    setViewportWidth(600);
    serveUsers(JANE);
    const { user } = renderWithProviders(<UserCardTrigger userID={12}>jane doe</UserCardTrigger>, {
      config: viewerConfig(),
    });
    await user.click(screen.getByRole('button', { name: 'jane doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'jane doe' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(dialog).toHaveClass('fw-userCard-popover');
  });
});
