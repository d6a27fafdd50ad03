// The browser sweeps take their widgets from widgets/builtins.ts and what they need of each from
// tests/e2e/support/sweepTable.ts; this says at once, without a browser, when the two disagree.
import { builtinWidgets } from '../../widgets/builtins';
import { checkSweepTable, SWEEP_TABLE, sweepWidgets } from '../e2e/support/sweepTable';

describe('the sweep table', () => {
  it('has an entry for every built-in widget and none for anything else', () => {
    expect(sweepWidgets().map((w) => w.name)).toEqual(builtinWidgets.map((w) => w.name));
  });

  it('names a built-in widget that has no entry', () => {
    const { TitleBar: _dropped, ...rest } = SWEEP_TABLE;
    expect(() => checkSweepTable(['TitleBar', 'UserCard'], rest)).toThrow(
      /built-in widget TitleBar \(widgets\/builtins\.ts\) has no entry in SWEEP_TABLE/,
    );
  });

  it('names an entry that is no built-in widget', () => {
    expect(() => checkSweepTable(['TitleBar'], { TitleBar: SWEEP_TABLE.TitleBar! })).not.toThrow();
    expect(() => checkSweepTable([], { Gone: { page: '/', props: {}, ready: 'p' } })).toThrow(
      /names Gone, which is no built-in widget/,
    );
  });
});
