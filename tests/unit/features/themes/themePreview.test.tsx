import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore, renderWithProviders } from '../../../support/renderWithProviders';
import {
  runThemePreviewAction,
  sameSitePath,
  type ThemePreview,
} from '@/features/themes/themePreview';
import {
  ThemePreviewToast,
  validateProps,
} from '../../../../widgets/ThemePreviewToast/ThemePreviewToast';

const THEME: ThemePreview = { themeID: 2, name: 'Forest Green', redirect: '/appearance/themes' };
const REVISION: ThemePreview = { themeID: 1, revisionID: 1, name: 'Demo Blue' };

const ok = (): Response => HttpResponse.json({ themeID: 2, assets: {} });
const none = (): Response => new HttpResponse(null, { status: 204 });
const refuse = (message: string) => (): Response =>
  HttpResponse.json({ message, status: 403 }, { status: 403 });

async function bodies(requests: Request[]): Promise<string[]> {
  return Promise.all(
    requests.map(async (r) => `${r.method} ${new URL(r.url).pathname} ${await r.clone().text()}`),
  );
}

describe('theme preview actions', () => {
  it('Apply sets the theme current, then clears the preview, and goes to the redirect', async () => {
    server.use(http.put(`${API}/themes/current`, ok), http.put(`${API}/themes/preview`, none));
    const seen = recordRequests();
    const outcome = await runThemePreviewAction(makeTestStore().dispatch, THEME, 'apply');
    expect(outcome).toEqual({ ok: true, goTo: '/appearance/themes' });
    expect(await bodies(seen)).toEqual([
      'PUT /api/v2/themes/current {"themeID":2}',
      'PUT /api/v2/themes/preview {}',
    ]);
  });

  it('Apply reloads the page when the redirect is missing or leads to another site', async () => {
    server.use(http.put(`${API}/themes/current`, ok), http.put(`${API}/themes/preview`, none));
    for (const redirect of [
      undefined,
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
    ]) {
      const outcome = await runThemePreviewAction(
        makeTestStore().dispatch,
        { ...THEME, redirect },
        'apply',
      );
      expect(outcome).toEqual({ ok: true, goTo: null });
    }
    expect(sameSitePath('/discussions?x=1')).toBe('/discussions?x=1');
  });

  it('Restore activates the revision, clears the preview and goes to the revisions page', async () => {
    server.use(http.patch(`${API}/themes/1`, ok), http.put(`${API}/themes/preview`, none));
    const seen = recordRequests();
    const outcome = await runThemePreviewAction(
      makeTestStore().dispatch,
      REVISION,
      'restore',
      'https://forum.example/community/',
    );
    expect(outcome).toEqual({
      ok: true,
      goTo: 'https://forum.example/community/appearance/style-guides/1/revisions',
    });
    expect(await bodies(seen)).toEqual([
      'PATCH /api/v2/themes/1 {"revisionID":1}',
      'PUT /api/v2/themes/preview {}',
    ]);
  });

  it('Cancel clears the preview and reloads', async () => {
    server.use(http.put(`${API}/themes/preview`, none));
    const seen = recordRequests();
    const outcome = await runThemePreviewAction(makeTestStore().dispatch, THEME, 'cancel');
    expect(outcome).toEqual({ ok: true, goTo: null });
    expect(await bodies(seen)).toEqual(['PUT /api/v2/themes/preview {}']);
  });

  it('a refused Apply stops before clearing the preview and returns the error', async () => {
    server.use(http.put(`${API}/themes/current`, refuse('Permission Problem')));
    const seen = recordRequests();
    const outcome = await runThemePreviewAction(makeTestStore().dispatch, THEME, 'apply');
    expect(outcome).toMatchObject({ ok: false, error: { message: 'Permission Problem' } });
    expect(seen).toHaveLength(1);
  });

  it('a 408 answer counts as success (01 §7)', async () => {
    server.use(
      http.put(`${API}/themes/preview`, () =>
        HttpResponse.json({ message: 'Request timeout' }, { status: 408 }),
      ),
    );
    const outcome = await runThemePreviewAction(makeTestStore().dispatch, THEME, 'cancel');
    expect(outcome).toEqual({ ok: true, goTo: null });
  });
});

describe('ThemePreviewToast', () => {
  it('offers Apply and Cancel for a theme, Restore and Cancel for a revision', () => {
    const { unmount } = renderWithProviders(<ThemePreviewToast {...THEME} />);
    expect(screen.getByRole('region', { name: 'Theme preview' })).toHaveTextContent(
      'You are previewing the theme Forest Green',
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ThemePreviewToast {...REVISION} />);
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('shows a failed Apply inside the toast, keeps focus on the button and lets the user try again', async () => {
    let calls = 0;
    server.use(
      http.put(`${API}/themes/current`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'The theme could not be applied.' }, { status: 500 });
      }),
    );
    const { user } = renderWithProviders(<ThemePreviewToast {...THEME} />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.click(apply);
    expect(await screen.findByRole('alert')).toHaveTextContent('The theme could not be applied.');
    expect(screen.getByRole('region', { name: 'Theme preview' })).toContainElement(
      screen.getByRole('alert'),
    );
    expect(apply).toHaveFocus();
    await waitFor(() => expect(apply).not.toHaveAttribute('aria-disabled'));
    await user.click(apply);
    await waitFor(() => expect(calls).toBe(2));
  });

  it('shows a failed Restore and a failed Cancel inside the toast, with the default text when the server gives none', async () => {
    server.use(
      http.patch(`${API}/themes/1`, refuse('No way.')),
      http.put(`${API}/themes/preview`, () =>
        HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 }),
      ),
    );
    const { user } = renderWithProviders(<ThemePreviewToast {...REVISION} />);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No way.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('No way.'));
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('ignores a second click while a call runs', async () => {
    let calls = 0;
    let answer: () => void = () => undefined;
    server.use(
      http.put(`${API}/themes/preview`, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ message: 'Later.' }, { status: 500 });
      }),
    );
    const { user } = renderWithProviders(<ThemePreviewToast {...THEME} />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.click(cancel);
    await waitFor(() => expect(cancel).toHaveAttribute('aria-disabled', 'true'));
    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Later.');
    expect(calls).toBe(1);
  });

  it('refuses props without a theme ID or name', () => {
    expect(() => validateProps({ name: 'x' })).toThrow(/themeID/);
    expect(() => validateProps({ themeID: '', name: 'x' })).toThrow(/themeID/);
    expect(() => validateProps({ themeID: 2 })).toThrow(/name/);
    expect(() => validateProps({ themeID: 2, name: 'x', revisionID: 'one' })).toThrow(/revisionID/);
    expect(validateProps({ themeID: 2, name: 'x', revisionID: null })).toBe(true);
  });
});
