import { screen, within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { Thrower } from './widgets';
import { settle, start, teardown } from './harness';

/** A widget whose data came back refused, thrown to the boundary as the normalised error. */
function Refused(): ReactNode {
  throw Object.assign(new Error('Permission Problem'), { status: 403 });
}

afterEach(() => {
  teardown();
  window.history.pushState({}, '', '/');
});

async function crashed(): Promise<HTMLElement> {
  await settle(8);
  const alert = screen.getByRole('alert');
  await within(alert).findByRole('heading', { level: 2 });
  return alert;
}

describe('the render error boundary shows the error pages (02 §2)', () => {
  it('shows the generic page with the message, Reload and Cancel, and no stack', async () => {
    const { api } = start(`<div data-react="Thrower">server html</div>`);
    api.register('Thrower', Thrower);
    const alert = await crashed();
    expect(within(alert).getByRole('heading', { name: 'There was an error' })).toBeVisible();
    expect(within(alert).getByText('Please try again later.')).toBeVisible();
    expect(within(alert).getByText('kaboom')).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(alert).queryByRole('heading', { name: 'Details' })).toBeNull();
  });

  it('shows the stack with ?debug=true', async () => {
    window.history.pushState({}, '', '/?debug=true');
    const { api } = start(`<div data-react="Thrower">server html</div>`);
    api.register('Thrower', Thrower);
    const alert = await crashed();
    expect(within(alert).getByRole('heading', { name: 'Details' })).toBeVisible();
    expect(alert.querySelector('.fw-errorPage-trace')?.textContent).toMatch(
      /^Error: kaboom\n\s+at Thrower/,
    );
  });

  it('shows the permission page for a thrown 403', async () => {
    const { api } = start(`<div data-react="Refused">server html</div>`);
    api.register('Refused', Refused);
    const alert = await crashed();
    expect(within(alert).getByRole('heading', { name: 'Permission Problem' })).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
