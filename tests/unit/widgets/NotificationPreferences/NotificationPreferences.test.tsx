import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notificationPreferencesWidget } from '../../../../widgets/NotificationPreferences';
import {
  NotificationPreferences,
  validateProps,
} from '../../../../widgets/NotificationPreferences/NotificationPreferences';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { SCHEMA, SETTINGS } from '../../features/notificationPreferences/schema';

const USER = 3;
const MEMBER = {
  currentUser: { userID: USER, name: 'member' },
  config: { 'emails.enabled': true, 'emails.digest': true },
};

function serve(
  patch = (body: Record<string, unknown>) => HttpResponse.json({ ...SETTINGS, ...body }),
) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.get(`${API}/notification-preferences/schema`, () => HttpResponse.json(SCHEMA)),
    http.get(`${API}/notification-preferences/${USER}`, () => HttpResponse.json(SETTINGS)),
    http.patch(`${API}/notification-preferences/${USER}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return patch(body);
    }),
    http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
  );
  return bodies;
}

const box = (name: string) => screen.findByRole('checkbox', { name });

describe('NotificationPreferences', () => {
  it('is the NotificationPreferences marker, its validator in its chunk', async () => {
    expect(notificationPreferencesWidget.name).toBe('NotificationPreferences');
    const chunk = (await notificationPreferencesWidget.load()) as { validateProps: unknown };
    expect(chunk.validateProps).toBe(validateProps);
    expect(() => validateProps({ title: 1 })).toThrow('title');
  });

  it('builds the form from the schema and saves a change', async () => {
    const bodies = serve();
    const { user } = renderWithProviders(<NotificationPreferences />, { config: MEMBER });
    const email = await box('Email New posts In categories I follow.');
    expect(email).not.toBeChecked();
    expect(await box('Notification popup New posts In categories I follow.')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Email Email digest/ })).toBeChecked();
    await user.click(email);
    expect(email).toBeChecked();
    await waitFor(() => expect(bodies).toEqual([{ NewDiscussion: { popup: true, email: true } }]));
    expect(screen.getByRole('radio', { name: 'Do not anonymize my analytics data' })).toBeChecked();
  });

  it('sends the language with the existing settings', async () => {
    const bodies = serve();
    const { user } = renderWithProviders(<NotificationPreferences />, { config: MEMBER });
    const select = await screen.findByLabelText('Notification language');
    await user.selectOptions(select, 'fr');
    await waitFor(() => expect(bodies).toEqual([{ ...SETTINGS, NotificationLanguage: 'fr' }]));
  });

  it('rolls the box back when the server refuses', async () => {
    serve(() => HttpResponse.json({ message: 'Nope.' }, { status: 500 }));
    const { user } = renderWithProviders(<NotificationPreferences />, { config: MEMBER });
    const popup = await box('Notification popup New comments');
    await user.click(popup);
    await waitFor(() => expect(popup).not.toBeChecked());
  });

  it('hides the e-mail column and the digest when e-mails are off', async () => {
    serve();
    renderWithProviders(<NotificationPreferences />, {
      config: { ...MEMBER, config: { 'emails.enabled': false, 'emails.digest': true } },
    });
    await box('Notification popup New comments');
    expect(screen.queryByRole('checkbox', { name: /^Email/ })).toBeNull();
    expect(screen.queryByText('Email digest')).toBeNull();
  });

  it('shows a retry when the settings cannot be loaded', async () => {
    server.use(
      http.get(`${API}/notification-preferences/schema`, () => HttpResponse.json(SCHEMA)),
      http.get(`${API}/notification-preferences/${USER}`, () =>
        HttpResponse.json({ message: 'Server exploded.' }, { status: 500 }),
      ),
      http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 1 })),
    );
    renderWithProviders(<NotificationPreferences />, { config: MEMBER });
    expect(await screen.findByText(/Server exploded\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Anonymize my analytics data' })).toBeChecked();
  });

  it('asks a guest to sign in', () => {
    renderWithProviders(<NotificationPreferences />, {
      config: { currentUser: { userID: 0, name: 'Guest' } },
    });
    expect(
      screen.getByRole('link', { name: 'Sign in to change your notification preferences.' }),
    ).toBeInTheDocument();
  });
});
