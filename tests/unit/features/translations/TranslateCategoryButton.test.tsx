import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TranslateCategoryButton } from '@/features/translations/components/TranslateCategoryButton';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const as = (permissions: Record<string, boolean>) => ({
  currentUser: { userID: 2, name: 'someone' },
  permissions: { permissions: [{ type: 'global', id: null, permissions }] },
});

const LOCALES = [
  { localeID: 'en', localeKey: 'en', regionalKey: 'en', displayNames: { en: 'English' } },
  { localeID: 'fr', localeKey: 'fr', regionalKey: 'fr_FR', displayNames: { fr: 'Français' } },
];

describe('TranslateCategoryButton', () => {
  it('is not there without site.manage', () => {
    renderWithProviders(<TranslateCategoryButton categoryID={3} name="Help" />, {
      config: as({ 'session.valid': true, 'community.manage': true }),
    });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("opens the translation modal for the category's name, saved as category.3.name", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/locales`, () => HttpResponse.json(LOCALES)),
      http.get(`${API}/translations/vanilla`, () => HttpResponse.json([])),
      http.patch(`${API}/translations/vanilla`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json([]);
      }),
    );
    const { user } = renderWithProviders(
      <TranslateCategoryButton categoryID={3} name="<i>Help</i>" />,
      { config: as({ 'session.valid': true, 'site.manage': true }) },
    );
    await user.click(screen.getByRole('button', { name: 'Translate <i>Help</i>' }));
    const dialog = await screen.findByRole('dialog', { name: /Translate Category/ });
    expect(dialog.textContent).toContain('<i>Help</i>');
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(field).toHaveProperty('maxLength', 255);
    await user.type(field, 'Aide');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/saved/i);
    expect(bodies).toEqual([
      [
        expect.objectContaining({
          recordType: 'category',
          recordID: 3,
          propertyName: 'name',
          locale: 'fr',
          translation: 'Aide',
        }),
      ],
    ]);
  });
});
