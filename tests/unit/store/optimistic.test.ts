import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { ApiClient } from '@/api/apiClient';
import { createLoadThunk } from '@/store/createLoadThunk';
import { addOptimisticUpdate } from '@/store/optimistic';

interface CounterState {
  value: number;
  rollback: Record<string, number>;
}

interface SetArg {
  to: number;
  fail?: boolean;
  wait?: Promise<void>;
}

/** What the payload creator found under its requestId while it ran. */
const seenSnapshots: Array<number | undefined> = [];

const setValue = createLoadThunk<number, SetArg>(
  'test/valueSet',
  async ({ to, fail, wait }, { getState, requestId }) => {
    seenSnapshots.push(
      (getState() as unknown as { counter: CounterState }).counter.rollback[requestId],
    );
    await wait;
    if (fail) throw new Error('refused');
    return to;
  },
  { freshFor: 0 },
);

const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 1, rollback: {} } as CounterState,
  reducers: {
    cleared(state) {
      state.value = 0;
    },
  },
  extraReducers: (builder) => {
    addOptimisticUpdate(builder, setValue, {
      apply: (state, arg) => {
        if (state.value === 0) return undefined; // nothing to change
        const before = state.value;
        state.value = arg.to;
        return before;
      },
      revert: (state, _arg, before) => {
        state.value = before;
      },
    });
  },
});

function makeStore() {
  return configureStore({
    reducer: { counter: counterSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api: {} as ApiClient } } }),
  });
}

type Dispatchable = Parameters<ReturnType<typeof makeStore>['dispatch']>[0];
const run = (store: ReturnType<typeof makeStore>, arg: SetArg) =>
  store.dispatch(setValue(arg) as unknown as Dispatchable) as unknown as ReturnType<
    ReturnType<typeof setValue>
  >;

beforeEach(() => {
  seenSnapshots.length = 0;
});

describe('addOptimisticUpdate', () => {
  it('applies the change when the request starts and drops the snapshot when it succeeds', async () => {
    const store = makeStore();
    let answer!: () => void;
    const request = run(store, { to: 5, wait: new Promise((resolve) => (answer = resolve)) });
    expect(store.getState().counter.value).toBe(5);
    expect(Object.values(store.getState().counter.rollback)).toEqual([1]);
    answer();
    await request;
    expect(store.getState().counter).toEqual({ value: 5, rollback: {} });
  });

  it('lets the payload creator read the snapshot under its requestId', async () => {
    const store = makeStore();
    await run(store, { to: 5 });
    expect(seenSnapshots).toEqual([1]);
  });

  it('puts the old value back and drops the snapshot when the request fails', async () => {
    const store = makeStore();
    await run(store, { to: 5, fail: true });
    expect(store.getState().counter).toEqual({ value: 1, rollback: {} });
  });

  it('reverts an aborted request too', async () => {
    const store = makeStore();
    const request = run(store, { to: 5, wait: new Promise(() => undefined) });
    expect(store.getState().counter.value).toBe(5);
    request.abort();
    await request;
    expect(store.getState().counter).toEqual({ value: 1, rollback: {} });
  });

  it('keeps and reverts nothing when apply had nothing to change', async () => {
    const store = makeStore();
    store.dispatch(counterSlice.actions.cleared());
    const request = run(store, { to: 5, fail: true });
    expect(store.getState().counter).toEqual({ value: 0, rollback: {} });
    await request;
    expect(store.getState().counter).toEqual({ value: 0, rollback: {} });
  });
});
