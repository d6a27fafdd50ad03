import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Modal, type ModalSize } from '@/ui/Modal';
import { cssValue } from './cssValue';

function EditDialog({
  size,
  withInitialFocus = false,
}: {
  size?: ModalSize;
  withInitialFocus?: boolean;
}) {
  const [isVisible, setVisible] = useState(false);
  const saveRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setVisible(true)}>
        Edit post
      </button>
      <Modal
        isVisible={isVisible}
        onClose={() => setVisible(false)}
        title="Edit Post"
        size={size}
        initialFocusRef={withInitialFocus ? saveRef : undefined}
        footer={
          <button type="button" ref={saveRef} onClick={() => setVisible(false)}>
            Save
          </button>
        }
      >
        <label>
          Title <input />
        </label>
      </Modal>
    </>
  );
}

const openDialog = async (size?: ModalSize, withInitialFocus?: boolean) => {
  const user = userEvent.setup();
  render(<EditDialog size={size} withInitialFocus={withInitialFocus} />);
  await user.click(screen.getByRole('button', { name: 'Edit post' }));
  return user;
};

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered in the shared portal container', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit Post' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const portal = dialog.closest('.fw-portal');
    expect(portal).toHaveClass('fw-root');
    expect(portal?.parentElement).toBe(document.body);
  });

  it('moves focus to the first field of the content when it opens', async () => {
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('focuses the element given as initial focus', async () => {
    await openDialog('medium', true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the element that opened it', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit post' })).toHaveFocus();
  });

  it('still closes on Escape, and takes Tab back in, after focus was lost to the page or a toast', async () => {
    const user = await openDialog();
    // The focused element went away (e.g. a toast's dismiss button): focus is on the body.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    const toasts = document.createElement('div');
    toasts.className = 'fw-toasts';
    toasts.innerHTML = '<button type="button">Dismiss</button>';
    document.body.append(toasts);
    toasts.querySelector('button')!.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    toasts.remove();
  });

  it('ignores Escape pressed in page content outside the dialog that has focus', async () => {
    const user = await openDialog();
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    outside.remove();
  });

  it('closes from the close button and from a click on the backdrop', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit post' }));
    await user.click(document.querySelector('.fw-modal-scrim')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the page from scrolling while open and restores the body afterwards', async () => {
    document.body.style.overflow = 'scroll';
    const user = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('keeps the page locked until the last of two stacked modals closes', async () => {
    const user = userEvent.setup();
    function Stacked() {
      const [second, setSecond] = useState(false);
      const [first, setFirst] = useState(true);
      return (
        <Modal isVisible={first} onClose={() => setFirst(false)} title="First">
          <button type="button" onClick={() => setSecond(true)}>
            More
          </button>
          <Modal isVisible={second} onClose={() => setSecond(false)} title="Second">
            <p>Nested</p>
          </Modal>
        </Modal>
      );
    }
    render(<Stacked />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toHaveFocus();
    await user.tab();
    const second = screen.getByRole('dialog', { name: 'Second' });
    expect(within(second).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps a hidden title as the accessible name', () => {
    render(
      <Modal
        isVisible
        onClose={jest.fn()}
        title="Site Navigation"
        isTitleHidden
        size="sidePanelLeft"
      >
        <a href="/discussions">Posts</a>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Site Navigation' })).toBeInTheDocument();
  });

  it.each<[ModalSize, string]>([
    ['small', '375px'],
    ['medium', '516px'],
    ['large', '720px'],
    ['xl', '1022px'],
    ['xxl', '1320px'],
  ])('is %s: at most %s wide', async (size, width) => {
    await openDialog(size);
    expect(cssValue(screen.getByRole('dialog'), 'max-width')).toBe(width);
  });

  it.each<ModalSize>([
    'fullScreen',
    'sidePanelRight',
    'sidePanelRightLarge',
    'sidePanelLeft',
    'dropDown',
  ])('offers the %s size', async (size) => {
    await openDialog(size);
    expect(screen.getByRole('dialog')).toHaveClass(`fw-modal--${size}`);
  });
});
