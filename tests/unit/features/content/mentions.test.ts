import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { safeFragment } from '@/features/content/safeHtml';
import { upgradeContent } from '@/features/content/upgradeContent';
import { createRuntime } from '@/mount/runtime';
import { builtinEnhancers } from '../../../../widgets/builtins';
import { enhance } from '../../../../widgets/UserCard/legacyLinks';
import { JANE, serveUsers, viewerConfig } from '../users/components/userCardFixtures';
import { CONFIG, fixtureHtml } from './contentFixtures';

/** Whether each click on a link would have navigated (its default not prevented). */
const seen: boolean[] = [];
function recordNavigation(event: Event): void {
  if ((event.target as Element).closest?.('a')) seen.push(!event.defaultPrevented);
  event.preventDefault(); // jsdom cannot navigate; keep the test page
}

const cleanups: (() => void)[] = [];
beforeAll(() => {
  window.addEventListener('click', recordNavigation);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => window.removeEventListener('click', recordNavigation));
beforeEach(() => {
  seen.length = 0;
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
});

/** The server HTML displayed as a post is: sanitised, upgraded, user links enhanced. */
function display(html: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'userContent';
  root.append(safeFragment(html));
  document.body.append(root);
  cleanups.push(upgradeContent(root, CONFIG));
  cleanups.push(enhance({ doc: document, runtime: createRuntime(viewerConfig()) }));
  return root;
}

const OUTSIDE = { ...JANE, userID: 7, name: 'AtMentionedUserOutsideOfQuoteBlock' };

describe('mentions in displayed content (04 §4.1)', () => {
  it('wakes the user card enhancer for the server mention markup', () => {
    const root = display(fixtureHtml('09-mention-from-suggestion'));
    const selector = builtinEnhancers.find((e) => e.name === 'UserCardLinks')!.selector;
    expect(root.querySelector(selector)).toHaveClass('atMention');
  });

  it('opens the user card of data-userid on a click, as our own mentions do', async () => {
    serveUsers(OUTSIDE);
    display(fixtureHtml('09-mention-from-suggestion'));
    const mention = screen.getByRole('link', { name: '@AtMentionedUserOutsideOfQuoteBlock' });
    await userEvent.setup().click(mention);
    expect(
      await screen.findByRole('dialog', { name: 'AtMentionedUserOutsideOfQuoteBlock' }),
    ).toBeInTheDocument();
    expect(seen).toEqual([false]);
    expect(mention).toHaveAttribute('aria-expanded', 'true');
    expect(mention).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens it with Enter from the keyboard and gives focus back on Escape', async () => {
    serveUsers({ ...JANE, userID: 123, name: 'test-user-1' });
    display(fixtureHtml('29-html-atmention'));
    const user = userEvent.setup();
    await user.tab();
    const mention = screen.getByRole('link', { name: '@test-user-1' });
    expect(mention).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'test-user-1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(mention).toHaveFocus();
  });

  it('leaves a mention with data-userid -1 a plain link to the profile', async () => {
    serveUsers(OUTSIDE);
    display(fixtureHtml('10-mention-special-names'));
    const plain = screen.getByRole('link', { name: '@testuser' });
    expect(plain).toHaveAttribute('href', 'https://dev.vanilla.local/profile/testuser');
    await userEvent.setup().click(plain);
    expect(seen).toEqual([true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@mention/slashes' })).toHaveAttribute(
      'href',
      'https://dev.vanilla.local/profile/mention%252fslashes',
    );
  });

  it("keeps the older formats' profile links (no class, no data) plain links", async () => {
    display(
      '<p><a href="https://dev.vanilla.local/profile/simpleUser" rel="nofollow">@simpleUser</a></p>',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: '@simpleUser' }));
    expect(seen).toEqual([true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
