import {
  buildPreferencesForm,
  choiceValue,
  languagePatch,
  methodPatch,
  methodValue,
  type PreferenceChoiceField,
  type PreferenceRowField,
} from '@/features/notificationPreferences/preferencesForm';
import { SCHEMA, SETTINGS } from './schema';

const ALL_ON = { emailEnabled: true, digestEnabled: true };
const keys = (schema: unknown, email = ALL_ON): string[] =>
  buildPreferencesForm(schema, email).flatMap((g) => g.fields.map((f) => f.key));

describe('buildPreferencesForm: the schema becomes the form', () => {
  it('makes one group, labelled by its wrapper, with a row per setting and the language choice', () => {
    const groups = buildPreferencesForm(SCHEMA, ALL_ON);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.label).toBe('Notifications');
    expect(groups[0]!.description).toBe('Choose how you are notified.');
    const [posts, comments, digest, language] = groups[0]!.fields;
    expect(posts).toEqual({
      kind: 'row',
      key: 'NewDiscussion',
      label: 'New posts',
      description: 'In categories I follow.',
      methods: [
        { method: 'popup', label: 'Notification popup' },
        { method: 'email', label: 'Email' },
      ],
    });
    expect(comments).toMatchObject({ key: 'NewComment', label: 'New comments' });
    expect(digest).toMatchObject({ key: 'DigestEnabled', methods: [{ method: 'email' }] });
    expect(language).toEqual({
      kind: 'choice',
      key: 'NotificationLanguage',
      label: 'Notification language',
      description: undefined,
      options: ['en', 'fr'],
    });
  });

  it('drops the e-mail column, and with it the digest, when e-mails are off (03 §5)', () => {
    const groups = buildPreferencesForm(SCHEMA, { emailEnabled: false, digestEnabled: true });
    const rows = groups[0]!.fields.filter((f): f is PreferenceRowField => f.kind === 'row');
    expect(rows.map((r) => r.key)).toEqual(['NewDiscussion', 'NewComment']);
    expect(rows.every((r) => r.methods.every((m) => m.method === 'popup'))).toBe(true);
  });

  it('shows the digest setting only when the digest is enabled (03 §5)', () => {
    expect(keys(SCHEMA, { emailEnabled: true, digestEnabled: false })).not.toContain(
      'DigestEnabled',
    );
    expect(keys(SCHEMA)).toContain('DigestEnabled');
  });

  it('ignores what it cannot show: no schema, non-boolean methods, enums without strings, endless nesting', () => {
    expect(buildPreferencesForm(undefined, ALL_ON)).toEqual([]);
    expect(buildPreferencesForm('nonsense', ALL_ON)).toEqual([]);
    const odd = {
      properties: {
        Weird: { type: 'object', properties: { popup: { type: 'string' } } },
        Empty: { type: 'string', enum: [1, ''] },
        Ok: { type: 'object', properties: { popup: { type: 'boolean' } } },
      },
    };
    expect(keys(odd)).toEqual(['Ok']);
    // Labels fall back to the key and the method's usual name.
    expect(buildPreferencesForm(odd, ALL_ON)[0]!.fields[0]).toMatchObject({
      label: 'Ok',
      methods: [{ method: 'popup', label: 'Notification popup' }],
    });
    let deep: Record<string, unknown> = { properties: { Ok: odd.properties.Ok } };
    for (let i = 0; i < 20; i += 1) deep = { type: 'object', properties: { next: deep } };
    expect(buildPreferencesForm(deep, ALL_ON)).toEqual([]);
  });

  it('keeps hostile labels as plain strings, cut to a sane length', () => {
    const hostile = `<img src=x onerror=alert(1)>${'x'.repeat(1000)}`;
    const schema = {
      properties: {
        Ok: {
          type: 'object',
          'x-control': { label: hostile },
          properties: { popup: { type: 'boolean' } },
        },
      },
    };
    const label = (buildPreferencesForm(schema, ALL_ON)[0]!.fields[0] as PreferenceRowField).label;
    expect(label.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
    expect(label.length).toBe(500);
  });
});

describe('the values and patches', () => {
  const row = buildPreferencesForm(SCHEMA, ALL_ON)[0]!.fields[0] as PreferenceRowField;
  const language = buildPreferencesForm(SCHEMA, ALL_ON)[0]!.fields[3] as PreferenceChoiceField;

  it("reads a method from the user's settings, off when missing", () => {
    expect(methodValue(SETTINGS, 'NewDiscussion', 'popup')).toBe(true);
    expect(methodValue(SETTINGS, 'NewDiscussion', 'email')).toBe(false);
    expect(methodValue({}, 'NewDiscussion', 'popup')).toBe(false);
    expect(methodValue(undefined, 'Mention', 'popup')).toBe(false);
  });

  it("sends the setting's whole method map with the one change", () => {
    expect(methodPatch(SETTINGS, row, 'email', true)).toEqual({
      NewDiscussion: { popup: true, email: true },
    });
    expect(methodPatch({}, row, 'popup', true)).toEqual({
      NewDiscussion: { popup: true, email: false },
    });
  });

  it('sends the language with the settings the user already has (03 §7)', () => {
    expect(languagePatch(SETTINGS, 'fr')).toEqual({ ...SETTINGS, NotificationLanguage: 'fr' });
    expect(choiceValue(SETTINGS, language)).toBe('en');
    expect(choiceValue({ NotificationLanguage: 'xx' }, language)).toBe('en');
    expect(choiceValue({ NotificationLanguage: 'fr' }, language)).toBe('fr');
  });
});
