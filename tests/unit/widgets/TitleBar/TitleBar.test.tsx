import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@/features/navigation/titleBarConfig';
import { TitleBar } from '../../../../widgets/TitleBar/TitleBar';
import { MEGA_MENU_CLOSE_MS, MEGA_MENU_HIDE_MS } from '../../../../widgets/TitleBar/useMegaMenu';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { guest, serveOneSearchResult } from './fixtures';

const theme = http.get(`${API}/themes/current`, () =>
  HttpResponse.json({ themeID: 1, assets: {} }),
);

const member: BootstrapConfig = {
  ...guest,
  currentUser: {
    userID: 3,
    name: 'member',
    roleIDs: [8],
    emailConfirmed: true,
    countUnreadNotifications: 150,
    countUnreadConversations: 2,
  },
  permissions: {
    permissions: [{ type: 'global', id: null, permissions: { 'session.valid': true } }],
  },
  config: { ...guest.config, 'conversations.enabled': true },
};

const megaNav = {
  items: [
    {
      id: 'cats',
      name: 'Categories',
      url: '/categories',
      children: [{ id: 'g', name: 'General', url: '/categories/1' }],
    },
  ],
};

beforeEach(() => server.use(theme));

describe('TitleBar', () => {
  it("shows the member buttons' names under their icons in a 64 px bar with showLabels", () => {
    const { container } = renderWithProviders(<TitleBar showLabels />, { config: member });
    const bar = container.querySelector<HTMLElement>('.fw-titleBar')!;
    expect(bar.style.getPropertyValue('--fw-tb-height')).toBe('64px');
    expect(bar).toHaveClass('fw-titleBar--labels');
    const label = container.querySelector('.fw-titleBar-buttonLabel');
    expect(label).toHaveTextContent('Notifications');
  });

  it('caps unread counts at 99+ by default and offers the compact format', () => {
    const many = {
      ...member,
      currentUser: { ...member.currentUser!, countUnreadNotifications: 1234 },
    };
    const first = renderWithProviders(<TitleBar />, { config: many });
    expect(first.container.querySelector('.fw-titleBar-count')).toHaveTextContent('99+');
    first.unmount();
    const second = renderWithProviders(<TitleBar compactCounts />, { config: many });
    expect(second.container.querySelector('.fw-titleBar-count')).toHaveTextContent('1.2k');
  });

  it('shows the default navigation and Sign In and Register to a guest', () => {
    renderWithProviders(<TitleBar />, { config: guest });
    expect(screen.getByRole('link', { name: 'Posts' })).toHaveAttribute('href', '/discussions');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/entry/signin?target=%2F',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/entry/register?target=%2F',
    );
    expect(screen.getByRole('link', { name: 'Demo Forum' })).toHaveAttribute('href', '/');
  });

  it('hides Register when registration is switched off, and the forum links when the forum is off', () => {
    renderWithProviders(<TitleBar />, {
      config: { ...guest, config: { 'registration.enabled': false, 'forum.enabled': false } },
    });
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Posts' })).not.toBeInTheDocument();
  });

  it('caps the unread counts on the member buttons at 99+', () => {
    renderWithProviders(<TitleBar />, { config: member });
    const bell = screen.getByRole('button', { name: /Notifications/ });
    expect(bell).toHaveTextContent('99+');
    expect(within(bell).getByText('150 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Messages/ })).toHaveTextContent('2');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('has no messages button when conversations are disabled', () => {
    renderWithProviders(<TitleBar />, {
      config: { ...member, config: { 'conversations.enabled': false } },
    });
    expect(screen.queryByRole('button', { name: /Messages/ })).not.toBeInTheDocument();
  });

  it('shows the e-mail confirmation toast when confirmation is required', async () => {
    renderWithProviders(<TitleBar />, {
      config: {
        ...member,
        currentUser: { ...member.currentUser!, emailConfirmed: false },
        config: { isConfirmEmailRequired: true },
      },
    });
    // Its code is a chunk of its own, fetched when the toast is due.
    expect(await screen.findByText('Your email address is not confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend confirmation email' })).toHaveAttribute(
      'href',
      '/entry/emailconfirmrequest',
    );
  });

  describe('with fake timers', () => {
    beforeEach(() =>
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }),
    );
    afterEach(() => jest.useRealTimers());

    it('closes the mega menu 250 ms after pointer and focus left, and hides it 200 ms later', () => {
      const { container } = renderWithProviders(<TitleBar navigation={megaNav} />, {
        config: guest,
      });
      const trigger = screen.getByRole('button', { name: 'Categories' });
      const item = trigger.closest('li')!;
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'General' })).toBeInTheDocument();
      fireEvent.focus(trigger);
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(1000));
      expect(trigger).toHaveAttribute('aria-expanded', 'true'); // focus is still inside
      fireEvent.blur(trigger, { relatedTarget: document.body });
      act(() => jest.advanceTimersByTime(MEGA_MENU_CLOSE_MS - 1));
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(container.querySelector('.fw-megaMenu--collapsing')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(MEGA_MENU_HIDE_MS - 1));
      expect(container.querySelector('.fw-megaMenu')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(container.querySelector('.fw-megaMenu')).not.toBeInTheDocument();
    });

    it('opens on ArrowDown, and Escape collapses it', () => {
      renderWithProviders(<TitleBar navigation={megaNav} />, { config: guest });
      const trigger = screen.getByRole('button', { name: 'Categories' });
      fireEvent.keyDown(trigger, { key: 'ArrowDown' });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      fireEvent.keyDown(screen.getByRole('link', { name: 'General' }), { key: 'Escape' });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).toHaveFocus();
    });

    it('debounces suggestions by search.autocompleteDebounce and asks nothing for empty input', async () => {
      const seen = recordRequests();
      serveOneSearchResult();
      renderWithProviders(<TitleBar />, { config: guest });
      const input = screen.getByRole('combobox', { name: 'Search' });
      fireEvent.change(input, { target: { value: '   ' } });
      act(() => jest.advanceTimersByTime(600));
      expect(seen.filter((r) => r.url.includes('/search'))).toHaveLength(0);
      fireEvent.change(input, { target: { value: 'hel' } });
      act(() => jest.advanceTimersByTime(300));
      fireEvent.change(input, { target: { value: 'hello' } });
      act(() => jest.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS - 1));
      expect(seen.filter((r) => r.url.includes('/search'))).toHaveLength(0);
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByRole('option', { name: /Search for hello/ })).toBeInTheDocument();
      const option = await screen.findByRole('option', { name: /Hello world/ });
      expect(option).toHaveTextContent('Most recent:');
      expect(option).toHaveTextContent('General');
      const searches = seen.filter((r) => r.url.includes('/search'));
      expect(searches).toHaveLength(1);
      expect(new URL(searches[0]!.url).searchParams.get('query')).toBe('hello');
      expect(new URL(searches[0]!.url).searchParams.get('limit')).toBe('10');
    });

    it('never follows an unsafe suggestion link: choosing it only fills the field (01 §5)', async () => {
      server.use(
        http.get(`${API}/search`, () =>
          HttpResponse.json([
            { name: 'Looks normal', url: ' JaVaScRiPt:window.__xss=1', breadcrumbs: [] },
          ]),
        ),
      );
      const before = window.location.href;
      renderWithProviders(<TitleBar />, { config: guest });
      const input = screen.getByRole('combobox', { name: 'Search' });
      fireEvent.change(input, { target: { value: 'looks' } });
      await act(async () => jest.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS));
      fireEvent.click(await screen.findByRole('option', { name: /Looks normal/ }));
      expect(input).toHaveValue('Looks normal');
      expect(window.location.href).toBe(before);
      expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    });
  });
});
