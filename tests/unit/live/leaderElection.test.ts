import {
  type Election,
  type ElectionEnv,
  electLeader,
  TAKEOVER_MS,
} from '@/features/live/leaderElection';
import { FakeBus, FakeLocks } from './fakeTabs';
import { settle, useLiveTimers } from './streamSupport';

interface Tab {
  election: Election;
  leading: boolean;
  leads: number;
}

function openTab(env: ElectionEnv): Tab {
  const tab: Tab = { election: { stop: () => undefined }, leading: false, leads: 0 };
  tab.election = electLeader(
    'forum-widgets:live',
    () => {
      tab.leading = true;
      tab.leads += 1;
      return () => {
        tab.leading = false;
      };
    },
    env,
  );
  return tab;
}

const leaders = (tabs: Tab[]): number => tabs.filter((tab) => tab.leading).length;

beforeEach(() => useLiveTimers());
afterEach(() => jest.useRealTimers());

describe('leader election with Web Locks', () => {
  it('lets one of three tabs lead and hands the lead on when the leader goes', async () => {
    const env = { locks: new FakeLocks() };
    const tabs = [openTab(env), openTab(env), openTab(env)];
    await settle();
    expect(tabs.map((tab) => tab.leading)).toEqual([true, false, false]);
    tabs[0]!.election.stop();
    await settle();
    expect(tabs.map((tab) => tab.leading)).toEqual([false, true, false]);
    tabs[1]!.election.stop();
    await settle();
    expect(tabs.map((tab) => tab.leading)).toEqual([false, false, true]);
  });

  it('never leads once stopped while it waited for the lock', async () => {
    const env = { locks: new FakeLocks() };
    const first = openTab(env);
    const second = openTab(env);
    await settle();
    second.election.stop();
    first.election.stop();
    await settle();
    expect(second.leads).toBe(0);
  });
});

describe('leader election over BroadcastChannel (no Web Locks)', () => {
  it('settles on exactly one leader among three tabs', async () => {
    const env = { createChannel: new FakeBus().create };
    const tabs = [openTab(env), openTab(env), openTab(env)];
    await jest.advanceTimersByTimeAsync(2000);
    expect(leaders(tabs)).toBe(1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(leaders(tabs)).toBe(1);
    for (const tab of tabs) tab.election.stop();
  });

  it('lets another tab take over within 2 s when the leader closes', async () => {
    const env = { createChannel: new FakeBus().create };
    const tabs = [openTab(env), openTab(env), openTab(env)];
    await jest.advanceTimersByTimeAsync(2000);
    const leader = tabs.find((tab) => tab.leading)!;
    leader.election.stop();
    const rest = tabs.filter((tab) => tab !== leader);
    await jest.advanceTimersByTimeAsync(2000);
    expect(leaders(rest)).toBe(1);
    for (const tab of rest) tab.election.stop();
  });

  it('takes over within 2 s when the leader falls silent without resigning', async () => {
    const bus = new FakeBus();
    const channels: ReturnType<FakeBus['create']>[] = [];
    const env = {
      createChannel: (name: string) => {
        const channel = bus.create(name);
        channels.push(channel);
        return channel;
      },
    };
    const first = openTab(env);
    await jest.advanceTimersByTimeAsync(2000);
    const others = [openTab(env), openTab(env)];
    await jest.advanceTimersByTimeAsync(5000);
    expect(first.leading).toBe(true);
    expect(leaders(others)).toBe(0);
    // The leading tab crashes: its channel goes quiet, no `resign`.
    channels[0]!.close();
    await jest.advanceTimersByTimeAsync(TAKEOVER_MS - 500);
    expect(leaders(others)).toBe(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(leaders(others)).toBe(1);
    for (const tab of [first, ...others]) tab.election.stop();
  });

  it('leads alone with neither Web Locks nor BroadcastChannel', () => {
    const tab = openTab({});
    expect(tab.leading).toBe(true);
    tab.election.stop();
    expect(tab.leading).toBe(false);
  });
});
