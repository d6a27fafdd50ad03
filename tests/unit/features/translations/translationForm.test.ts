import {
  canTranslate,
  isDirty,
  MixedRecordTypesError,
  recordTypeOf,
  savePayload,
  TRANSLATION_LOGS,
  type TranslationProperty,
  translationPropertyKey,
} from '@/features/translations/translationForm';

const prop = (over: Partial<TranslationProperty> = {}): TranslationProperty => ({
  recordType: 'discussion',
  recordID: 7,
  propertyName: 'name',
  propertyType: 'text',
  sourceText: 'Hello',
  propertyValidation: { maxLength: 100 },
  label: 'Title',
  ...over,
});

describe('translation form rules', () => {
  it('builds the property key as recordType.recordIDorKey.propertyName', () => {
    expect(translationPropertyKey(prop())).toBe('discussion.7.name');
    expect(
      translationPropertyKey(prop({ recordID: undefined, recordKey: 'faq', propertyName: 'body' })),
    ).toBe('discussion.faq.body');
  });

  it('is dirty only while an edited field differs from the saved translation', () => {
    const saved = { 'discussion.7.name': 'Bonjour' };
    expect(isDirty(saved, {})).toBe(false);
    expect(isDirty(saved, { 'discussion.7.name': 'Bonjour' })).toBe(false);
    expect(isDirty(saved, { 'discussion.7.name': 'Salut' })).toBe(true);
    expect(isDirty(saved, { 'discussion.7.name': '' })).toBe(true);
    // A field with no translation that stays empty (or blank) is not a change.
    expect(isDirty({}, { 'discussion.7.name': '   ' })).toBe(false);
  });

  it('splits a save into non-empty values and removals of emptied translations', () => {
    const props = [
      prop({ recordID: 1 }),
      prop({ recordID: 2 }),
      prop({ recordID: 3 }),
      prop({ recordID: 4 }),
    ];
    const saved = {
      'discussion.1.name': 'Un',
      'discussion.2.name': 'Deux',
      'discussion.4.name': 'Quatre',
    };
    const edited = {
      'discussion.1.name': 'Un bis',
      'discussion.2.name': '  ',
      'discussion.3.name': 'Trois',
      'discussion.4.name': 'Quatre',
    };
    const { values, removals } = savePayload(props, 'fr', saved, edited);
    expect(values).toEqual([
      {
        translationPropertyKey: 'discussion.1.name',
        recordType: 'discussion',
        recordID: 1,
        propertyName: 'name',
        locale: 'fr',
        translation: 'Un bis',
      },
      {
        translationPropertyKey: 'discussion.3.name',
        recordType: 'discussion',
        recordID: 3,
        propertyName: 'name',
        locale: 'fr',
        translation: 'Trois',
      },
    ]);
    expect(removals).toEqual([
      {
        translationPropertyKey: 'discussion.2.name',
        recordType: 'discussion',
        recordID: 2,
        propertyName: 'name',
        locale: 'fr',
      },
    ]);
  });

  it('refuses mixed record types', () => {
    expect(recordTypeOf([prop(), prop({ recordID: 8 })])).toBe('discussion');
    expect(() => recordTypeOf([prop(), prop({ recordType: 'comment' })])).toThrow(
      MixedRecordTypesError,
    );
  });

  it('logs when there are no properties or fewer than two locales', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(canTranslate([], ['en', 'fr'])).toBe(false);
      expect(warn).toHaveBeenLastCalledWith(`[forum-widgets] ${TRANSLATION_LOGS.noProperties}`);
      expect(canTranslate([prop()], ['en'])).toBe(false);
      expect(warn).toHaveBeenLastCalledWith(`[forum-widgets] ${TRANSLATION_LOGS.noLocale}`);
      warn.mockClear();
      expect(canTranslate([prop()], ['en', 'fr'])).toBe(true);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
