import { screen } from '@testing-library/react';
import { UserCard, validateProps } from '../../../../widgets/UserCard/UserCard';
import { renderWithProviders } from '../../../support/renderWithProviders';
import {
  JANE,
  PRIVATE,
  serveUsers,
  viewerConfig,
} from '../../features/users/components/userCardFixtures';

describe('UserCard widget', () => {
  it('renders the card inline for a userID, named by the user', async () => {
    serveUsers(JANE);
    renderWithProviders(<UserCard userID={12} contents="" />, { config: viewerConfig() });
    expect(await screen.findByRole('region', { name: 'jane doe' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages/add/jane%20doe',
    );
  });

  it('renders a preloaded user without a request, with the same privacy rules', async () => {
    const seen = serveUsers();
    renderWithProviders(<UserCard user={PRIVATE} contents="" />, { config: viewerConfig() });
    expect(screen.getByRole('heading', { name: 'private-user' })).toBeInTheDocument();
    expect(screen.getByText("This user's profile is private.")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
  });

  it('loads by the preloaded user ID when the preloaded user is not usable', async () => {
    serveUsers(JANE);
    renderWithProviders(<UserCard user={{ userID: 12 } as never} contents="" />, {
      config: viewerConfig(),
    });
    expect(await screen.findByRole('heading', { name: 'jane doe' })).toBeInTheDocument();
  });

  it('accepts userID or user, and refuses neither or wrong types', () => {
    const validate = validateProps;
    expect(validate({ userID: 12 })).toBe(true);
    expect(validate({ user: { userID: 12, name: 'jane' } })).toBe(true);
    expect(() => validate({})).toThrow(/userID/);
    expect(() => validate({ userID: '12' })).toThrow(/must be a number/);
    expect(() => validate({ user: 'jane' })).toThrow(/must be a object/);
  });
});
