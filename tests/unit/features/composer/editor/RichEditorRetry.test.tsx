import './jsdomLayout';
import { screen } from '@testing-library/react';
import { RichEditor } from '@/features/composer/components/RichEditor';
import '../../../../support/msw';
import { renderWithProviders } from '../../../../support/renderWithProviders';

/** The editor chunk fails to load while this is true (a network error in a browser). */
let mockChunkFails = true;
jest.mock('@/features/composer/editor/RichEditorImpl', () => {
  if (mockChunkFails) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual('@/features/composer/editor/RichEditorImpl');
});

describe('RichEditor when its chunk fails to load', () => {
  it('says so with a Retry button, keeps the rest of the page, and loads on Retry', async () => {
    // React reports the error caught by the boundary; that report is expected here.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <div>
        <button type="button">Elsewhere on the page</button>
        <RichEditor id="body" label="Body" onChange={() => undefined} />
      </div>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The editor could not be loaded.');
    expect(screen.getByRole('button', { name: 'Elsewhere on the page' })).toBeEnabled();
    expect(screen.queryByRole('textbox')).toBeNull();

    mockChunkFails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('textbox', { name: 'Body' }, { timeout: 20000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  }, 30000);
});
