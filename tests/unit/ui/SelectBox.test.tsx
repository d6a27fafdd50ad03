import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Flyout } from '@/ui/Flyout';
import { SelectBox, type SelectBoxOption } from '@/ui/SelectBox';

const SORTS: SelectBoxOption[] = [
  { value: 'recent', label: 'Most recent' },
  { value: 'top', label: 'Top' },
  { value: 'hot', label: 'Hot', isDisabled: true },
  { value: 'oldest', label: 'Oldest' },
];

function SortBox({ onChange = jest.fn() }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('top');
  return (
    <>
      <SelectBox
        label="Sort by"
        options={SORTS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

const combobox = (): HTMLElement => screen.getByRole('combobox', { name: 'Sort by' });
const option = (name: string): HTMLElement => screen.getByRole('option', { name });
const activeOption = (): HTMLElement | null => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('SelectBox', () => {
  it('shows the selected value in a collapsed combobox named by its label', () => {
    render(<SortBox />);
    expect(combobox()).toHaveTextContent('Top');
    expect(combobox()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the placeholder when nothing is selected', () => {
    render(
      <SelectBox
        label="Category"
        options={SORTS}
        value={null}
        onChange={jest.fn()}
        placeholder="Choose"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Choose');
  });

  it('opens on click with the selected option marked and active', async () => {
    const user = userEvent.setup();
    render(<SortBox />);
    await user.click(combobox());
    const listbox = screen.getByRole('listbox', { name: 'Sort by' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(option('Top')).toHaveAttribute('aria-selected', 'true');
    expect(option('Oldest')).toHaveAttribute('aria-selected', 'false');
    expect(activeOption()).toBe(option('Top'));
    expect(combobox()).toHaveFocus();
  });

  it('closes when clicked again', async () => {
    const user = userEvent.setup();
    render(<SortBox />);
    await user.click(combobox());
    await user.click(combobox());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('selects a clicked option and closes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SortBox onChange={onChange} />);
    await user.click(combobox());
    await user.click(option('Oldest'));
    expect(onChange).toHaveBeenCalledWith('oldest');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveTextContent('Oldest');
    expect(combobox()).toHaveFocus();
  });

  it('ignores a disabled option', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SortBox onChange={onChange} />);
    await user.click(combobox());
    await user.click(option('Hot'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('is fully usable by keyboard: arrows skip disabled options, Enter selects and closes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SortBox onChange={onChange} />);
    await user.tab();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(activeOption()).toBe(option('Top'));
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(option('Oldest'));
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(option('Oldest'));
    await user.keyboard('{Home}');
    expect(activeOption()).toBe(option('Most recent'));
    await user.keyboard('{End}{ArrowUp}');
    expect(activeOption()).toBe(option('Top'));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith('recent');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('opens and selects with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SortBox onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenCalledWith('oldest');
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SortBox onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveTextContent('Top');
    expect(combobox()).toHaveFocus();
  });

  it('jumps to an option by its first letter', async () => {
    const user = userEvent.setup();
    render(<SortBox />);
    await user.tab();
    await user.keyboard('o');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(activeOption()).toBe(option('Oldest'));
    await user.keyboard('m');
    expect(activeOption()).toBe(option('Most recent'));
  });

  it('keeps the active option and closes when Tab moves on', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SortBox onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith('oldest');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SortBox />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(combobox());
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes when a flyout opens in another widget', async () => {
    const user = userEvent.setup();
    render(<SortBox />);
    render(<Flyout buttonContent="Account">{null}</Flyout>);
    await user.click(combobox());
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
