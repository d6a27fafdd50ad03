import { render } from '@testing-library/react';
import { memo, useState } from 'react';
import { act } from 'react';
import { createRenderObserver } from '@/ui/renderObserver';

describe('createRenderObserver', () => {
  const { set, Observed } = createRenderObserver('row');
  afterEach(() => set(null));

  function Row({ id, label }: { id: number; label: string }) {
    return (
      <Observed id={id}>
        <span>{label}</span>
      </Observed>
    );
  }
  const MemoRow = memo(Row);

  it('reports only the items that commit again, named prefix-id', () => {
    const seen: string[] = [];
    set((id) => seen.push(id));
    let rename: (label: string) => void = () => {};
    function List() {
      const [second, setSecond] = useState('b');
      rename = setSecond;
      return (
        <>
          <MemoRow id={1} label="a" />
          <MemoRow id={2} label={second} />
          <MemoRow id={3} label="c" />
        </>
      );
    }
    const { container } = render(<List />);
    expect(seen.sort()).toEqual(['row-1', 'row-2', 'row-3']);
    seen.length = 0;
    act(() => rename('B'));
    expect(seen).toEqual(['row-2']);
    expect(container.textContent).toBe('aBc');
  });

  it('adds nothing and reports nothing while no observer is set', () => {
    const seen: string[] = [];
    const { container } = render(<Row id={1} label="plain" />);
    expect(seen).toEqual([]);
    expect(container.innerHTML).toBe('<span>plain</span>');
  });
});
