import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from '@/ui/Pager';
import { SortSelect } from '@/ui/SortSelect';

describe('Pager', () => {
  it('is a named navigation with the result text, Previous and Next', async () => {
    const pages: number[] = [];
    const user = userEvent.setup();
    render(
      <Pager
        input={{ page: 1, limit: 10, count: 10, total: 25 }}
        label="Comment pages"
        onPage={(page) => pages.push(page)}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Comment pages' });
    expect(within(nav).getByText('1 - 10 of 25')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(pages).toEqual([2]);
  });

  it('jumps to a typed page: digits only, clamped to the last page, empty keeps the page', async () => {
    const pages: number[] = [];
    const user = userEvent.setup();
    render(
      <Pager
        input={{ page: 2, limit: 10, count: 10, total: 64 }}
        label="Pages"
        onPage={(page) => pages.push(page)}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Page' });
    await user.type(field, 'x9{Enter}');
    expect(pages).toEqual([7]);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(pages).toEqual([7]);
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(pages).toEqual([7, 4]);
  });

  it('has no jump form when there is one page', () => {
    render(
      <Pager
        input={{ page: 1, limit: 10, count: 3, total: 3 }}
        label="Pages"
        onPage={() => undefined}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Page' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('SortSelect', () => {
  it('shows the options it is given, labelled Sort by, and reports the chosen value', async () => {
    const chosen: string[] = [];
    const user = userEvent.setup();
    render(
      <SortSelect
        value="-dateInserted"
        options={[
          { value: 'dateInserted', label: 'Oldest' },
          { value: '-dateInserted', label: 'Newest' },
        ]}
        onChange={(value) => chosen.push(value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('-dateInserted');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Oldest', 'Newest']);
    await user.selectOptions(select, 'Oldest');
    expect(chosen).toEqual(['dateInserted']);
  });
});
