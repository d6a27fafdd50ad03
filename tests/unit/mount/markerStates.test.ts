import { TRANSITIONS, transition, type MarkerEvent, type MarkerState } from '@/mount/markerStates';

const STATES = Object.keys(TRANSITIONS) as MarkerState[];

describe('the marker state machine', () => {
  it('reports a widget mounted only while it is loading', () => {
    for (const state of STATES) {
      const record = { state };
      expect(transition(record, 'mount')).toBe(state === 'loading' ? 'mounted' : undefined);
      expect(record.state).toBe(state === 'loading' ? 'mounted' : state);
    }
  });

  it('keeps a crashed widget crashed when its error boundary commits', () => {
    const record = { state: 'loading' as MarkerState };
    transition(record, 'crash');
    expect(transition(record, 'mount')).toBeUndefined();
    expect(record.state).toBe('crashed');
  });

  it('defers a data-load marker once, then loads it', () => {
    const record = { state: 'waiting' as MarkerState };
    expect(transition(record, 'defer')).toBe('deferred');
    expect(transition(record, 'defer')).toBeUndefined();
    expect(transition(record, 'load')).toBe('loading');
  });

  it('retries only a failed or a waiting marker', () => {
    const retried = STATES.filter((state) => transition({ state }, 'retry') === 'waiting');
    expect(retried.sort()).toEqual(['failed', 'waiting']);
  });

  it.each<[MarkerEvent, MarkerState]>([
    ['release', 'unmounted'],
    ['crash', 'crashed'],
    ['fail', 'failed'],
    ['load', 'loading'],
  ])('takes %s in every state', (event, next) => {
    for (const state of STATES) expect(transition({ state }, event)).toBe(next);
  });
});
