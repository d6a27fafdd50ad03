import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRuntime } from '@/mount/runtime';
import { enhance } from '../../../../widgets/UserCard/legacyLinks';
import {
  BANNED,
  JANE,
  serveUsers,
  viewerConfig,
} from '../../features/users/components/userCardFixtures';

function legacyLink(userID: number, name: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = 'js-userCard';
  link.setAttribute('data-userid', String(userID));
  link.href = `/profile/${name}`;
  link.textContent = name;
  return link;
}

/** Whether each click on a link would have navigated (its default not prevented). */
const seen: boolean[] = [];
function recordNavigation(event: Event): void {
  if ((event.target as Element).closest?.('a')) seen.push(!event.defaultPrevented);
  event.preventDefault(); // jsdom cannot navigate; keep the test page
}
beforeAll(() => {
  window.addEventListener('click', recordNavigation);
  // The runtime renders into its own roots, as on a real page, outside React's act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => window.removeEventListener('click', recordNavigation));
beforeEach(() => {
  seen.length = 0;
});

describe('legacy a[data-userid] links', () => {
  let cleanup: () => void = () => undefined;
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  function start(): void {
    const runtime = createRuntime(viewerConfig());
    cleanup = enhance({ doc: document, runtime });
  }

  it('opens the card on a plain click instead of following the link', async () => {
    serveUsers(JANE);
    document.body.append(legacyLink(12, 'jane'));
    start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'jane' }));
    expect(await screen.findByRole('dialog', { name: 'jane doe' })).toBeInTheDocument();
    expect(seen).toEqual([false]);
    const link = screen.getByRole('link', { name: 'jane' });
    expect(link).toHaveAttribute('aria-expanded', 'true');
    expect(link).toHaveAttribute('aria-controls', screen.getByRole('dialog').id);
    expect(document.querySelector('.fw-root.fw-userCard-host')).toBeInTheDocument();
  });

  it('keeps ctrl, meta, shift and middle clicks opening the profile', async () => {
    serveUsers(JANE);
    document.body.append(legacyLink(12, 'jane'));
    start();
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'jane' });
    for (const key of ['Control', 'Meta', 'Shift']) {
      await user.keyboard(`{${key}>}`);
      await user.click(link);
      await user.keyboard(`{/${key}}`);
    }
    await user.pointer({ keys: '[MouseMiddle]', target: link });
    expect(seen.every((navigated) => navigated)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works for a link inserted after the page loaded', async () => {
    serveUsers(JANE, BANNED);
    document.body.append(legacyLink(12, 'jane'));
    start();
    const later = legacyLink(5, 'banned-user');
    document.body.append(later);
    const user = userEvent.setup();
    await user.click(later);
    expect(await screen.findByText('This user has been banned.')).toBeInTheDocument();
  });

  it('opens with Enter and closes with Escape, giving focus back to the link', async () => {
    serveUsers(JANE);
    document.body.append(legacyLink(12, 'jane'));
    start();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'jane' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'jane doe' });
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'jane' })).toHaveFocus();
    expect(document.querySelector('.fw-userCard-host')).not.toBeInTheDocument();
  });

  it('makes one request for ten links to the same user', async () => {
    const seen = serveUsers(JANE);
    for (let i = 0; i < 10; i += 1) document.body.append(legacyLink(12, `jane${i}`));
    start();
    const user = userEvent.setup();
    for (let i = 0; i < 10; i += 1)
      await user.hover(screen.getByRole('link', { name: `jane${i}` }));
    await user.click(screen.getByRole('link', { name: 'jane3' }));
    await screen.findByRole('heading', { name: 'jane doe' });
    await user.click(screen.getByRole('link', { name: 'jane8' }));
    expect(await screen.findByRole('dialog', { name: 'jane doe' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('removes its listeners and the open card on cleanup', async () => {
    serveUsers(JANE);
    document.body.append(legacyLink(12, 'jane'));
    start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'jane' }));
    await screen.findByRole('dialog');
    cleanup();
    cleanup = () => undefined;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'jane' }));
    expect(seen).toEqual([false, true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores links whose data-userid is not a user ID', async () => {
    serveUsers();
    document.body.append(legacyLink(0, 'nobody'));
    start();
    await userEvent.setup().click(screen.getByRole('link', { name: 'nobody' }));
    expect(seen).toEqual([true]);
  });
});
