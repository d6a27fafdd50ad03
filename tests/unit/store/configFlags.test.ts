import { http, HttpResponse } from 'msw';
import { type ConfigFlagKey, selectConfigFlag } from '@/store/configFlags';
import { fetchConfig } from '@/store/configSlice';
import { API, server } from '../../support/msw';
import { makeTestStore } from '../../support/renderWithProviders';

const flagOf = (key: ConfigFlagKey, value: unknown): boolean =>
  selectConfigFlag(makeTestStore({ config: { [key]: value } }).getState(), key);

describe('selectConfigFlag', () => {
  it.each([true, 1, '1', 'true'])('reads %p as on', (value) => {
    expect(flagOf('tagging.enabled', value)).toBe(true);
    expect(flagOf('featureFlags.escalations.Enabled', value)).toBe(true);
  });

  it.each([false, 0, '0', 'false', '', 'yes', 2, null, undefined])(
    'reads %p as off for a flag that is off by default',
    (value) => {
      expect(flagOf('tagging.enabled', value)).toBe(false);
      expect(flagOf('featureFlags.escalations.Enabled', value)).toBe(false);
    },
  );

  it('reads a flag the bootstrap JSON does not carry as off', () => {
    expect(selectConfigFlag(makeTestStore({ config: {} }).getState(), 'emails.enabled')).toBe(
      false,
    );
  });

  it('reads forum.enabled and registration.enabled as on while absent, else as any flag', () => {
    for (const key of ['forum.enabled', 'registration.enabled'] as const) {
      expect(flagOf(key, undefined)).toBe(true);
      expect(flagOf(key, null)).toBe(true);
      expect(flagOf(key, '1')).toBe(true);
      expect(flagOf(key, 0)).toBe(false);
      expect(flagOf(key, 'yes')).toBe(false);
    }
  });

  it('reads ui.userMentionsEnabled as on unless it is false, 0, "0" or "false"', () => {
    for (const off of [false, 0, '0', 'false'])
      expect(flagOf('ui.userMentionsEnabled', off)).toBe(false);
    for (const on of [undefined, null, true, 'yes', ''])
      expect(flagOf('ui.userMentionsEnabled', on)).toBe(true);
  });

  it('reads drafts.autosave as on unless it is the boolean false', () => {
    expect(flagOf('drafts.autosave', false)).toBe(false);
    for (const on of [undefined, null, true, 0, '0', 'false'])
      expect(flagOf('drafts.autosave', on)).toBe(true);
  });

  it('reads analytics.anonymizeByDefault as on for true, 1 and "1" only', () => {
    for (const on of [true, 1, '1']) expect(flagOf('analytics.anonymizeByDefault', on)).toBe(true);
    for (const off of ['true', false, 0, undefined])
      expect(flagOf('analytics.anonymizeByDefault', off)).toBe(false);
  });

  it('follows a value fetched with GET /config after the bootstrap', async () => {
    server.use(http.get(`${API}/config`, () => HttpResponse.json({ 'triage.enabled': 'true' })));
    const store = makeTestStore({ config: { 'triage.enabled': false } });
    expect(selectConfigFlag(store.getState(), 'triage.enabled')).toBe(false);
    await store.dispatch(fetchConfig({ select: ['triage.enabled'] }));
    expect(selectConfigFlag(store.getState(), 'triage.enabled')).toBe(true);
  });
});
