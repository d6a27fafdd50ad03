import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createLoadThunk } from '@/store/createLoadThunk';
import { useDebouncedLookup } from '@/store/useDebouncedLookup';
import { makeTestStore } from '../../support/renderWithProviders';

interface Arg {
  q: string;
}

const asked: Array<{ q: string; signal: AbortSignal }> = [];

/** A lookup that never answers, so a test can see whether it was aborted. */
const lookup = createLoadThunk<string, Arg>('test/lookedUp', ({ q }, { signal }) => {
  asked.push({ q, signal });
  return new Promise<string>(() => undefined);
});

function Lookup({ arg, abort = false }: { arg: Arg | null; abort?: boolean }): ReactElement {
  const { result } = useDebouncedLookup(
    lookup,
    arg,
    (_state, last) => (last ? `asked ${last.q}` : 'nothing asked'),
    { wait: 100, abortPrevious: abort },
  );
  return <p>{result}</p>;
}

function setup(arg: Arg | null, abort = false) {
  const store = makeTestStore();
  const view = render(
    <Provider store={store}>
      <Lookup arg={arg} abort={abort} />
    </Provider>,
  );
  return {
    rerender: (next: Arg | null) =>
      view.rerender(
        <Provider store={store}>
          <Lookup arg={next} abort={abort} />
        </Provider>,
      ),
    unmount: view.unmount,
  };
}

beforeEach(() => {
  asked.length = 0;
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('useDebouncedLookup', () => {
  it('asks once, `wait` ms after the arg last changed by value', () => {
    const { rerender } = setup({ q: 'a' });
    act(() => jest.advanceTimersByTime(60));
    rerender({ q: 'ab' });
    act(() => jest.advanceTimersByTime(60));
    rerender({ q: 'ab' }); // a new object, the same value: the wait goes on
    act(() => jest.advanceTimersByTime(39));
    expect(asked).toHaveLength(0);
    expect(screen.getByText('nothing asked')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(asked.map((a) => a.q)).toEqual(['ab']);
    expect(screen.getByText('asked ab')).toBeInTheDocument();
  });

  it('asks nothing for null, and null cancels an ask that is waiting', () => {
    const { rerender } = setup(null);
    act(() => jest.advanceTimersByTime(500));
    rerender({ q: 'a' });
    act(() => jest.advanceTimersByTime(50));
    rerender(null);
    act(() => jest.advanceTimersByTime(500));
    expect(asked).toHaveLength(0);
  });

  it('keeps the previous lookup running unless told to abort it', () => {
    const { rerender } = setup({ q: 'a' });
    act(() => jest.advanceTimersByTime(100));
    rerender({ q: 'b' });
    act(() => jest.advanceTimersByTime(100));
    expect(asked.map((a) => [a.q, a.signal.aborted])).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });

  it('with abortPrevious, aborts the running lookup when the next is asked, and on unmount', () => {
    const { rerender, unmount } = setup({ q: 'a' }, true);
    act(() => jest.advanceTimersByTime(100));
    rerender({ q: 'b' });
    act(() => jest.advanceTimersByTime(100));
    expect(asked.map((a) => [a.q, a.signal.aborted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    unmount();
    expect(asked[1]?.signal.aborted).toBe(true);
  });
});
