import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TranslateDiscussion } from '@/features/translations/components/TranslateDiscussion';
import type { DiscussionView } from '@/features/discussions/discussionView';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const LOCALES = [
  { localeID: 'en', localeKey: 'en', regionalKey: 'en', displayNames: { en: 'English' } },
  { localeID: 'fr', localeKey: 'fr', regionalKey: 'fr_FR', displayNames: { fr: 'Français' } },
  { localeID: 'de', localeKey: 'de', regionalKey: 'de_DE', displayNames: { de: 'Deutsch' } },
];
const discussion = { id: 7, title: '<b>Hello</b> world' } as DiscussionView;

function serve(locales = LOCALES): { bodies: unknown[] } {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/locales`, () => HttpResponse.json(locales)),
    http.get(`${API}/translations/vanilla`, ({ request }) => {
      const locale = new URL(request.url).searchParams.get('locale');
      return HttpResponse.json(
        locale === 'fr'
          ? [
              {
                translationPropertyKey: 'discussion.7.name',
                recordType: 'discussion',
                recordID: 7,
                propertyName: 'name',
                locale: 'fr',
                translation: 'Bonjour',
              },
            ]
          : [],
      );
    }),
    http.patch(`${API}/translations/vanilla`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json([]);
    }),
  );
  return { bodies };
}

describe('TranslationModal', () => {
  it('shows the source as text, the saved translation, and Not translated for an empty locale', async () => {
    serve();
    const { user } = renderWithProviders(
      <TranslateDiscussion discussion={discussion} onClose={() => undefined} />,
    );
    const field = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByText('<b>Hello</b> world')).toBeTruthy();
    expect(field).toHaveProperty('value', 'Bonjour');
    expect(field).toHaveProperty('maxLength', 100);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Locale' }), 'de');
    await waitFor(() => expect(screen.getByText('Not translated')).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', '');
  });

  it('asks before closing or switching locale while dirty, and saves then clears the form', async () => {
    const { bodies } = serve();
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <TranslateDiscussion discussion={discussion} onClose={onClose} />,
    );
    const field = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(field);
    await user.type(field, 'Salut');
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(within(ask).getByText(/your work will be lost/)).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Locale' }), 'de');
    expect(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).toBeTruthy();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveProperty('value', 'fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Translations saved.')).toBeTruthy());
    expect(bodies).toEqual([
      [
        {
          translationPropertyKey: 'discussion.7.name',
          recordType: 'discussion',
          recordID: 7,
          propertyName: 'name',
          locale: 'fr',
          translation: 'Salut',
        },
      ],
    ]);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Salut');
    // Clean again: closing does not ask.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('logs and explains when fewer than two locales are configured', async () => {
    serve([LOCALES[0]!]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderWithProviders(
        <TranslateDiscussion discussion={discussion} onClose={() => undefined} />,
      );
      expect(await screen.findByText(/at least two configured locales/)).toBeTruthy();
      expect(warn).toHaveBeenCalledWith('[forum-widgets] Translation: no locale configured');
      expect(screen.queryByRole('textbox')).toBeNull();
    } finally {
      warn.mockRestore();
    }
  });
});
