import { describe, expect, it } from 'vitest';
import { translateMessage } from '@bakrom/shared/message-translations';
import { acceptedLanguage } from './language';
import { ENTRY_LABELS_EN, FIELD_LABELS_EN, PART_LABELS_EN } from './messages.en';
import { ENTRY_LABELS, FIELD_LABELS, PART_LABELS, fieldLabel, validationSummary } from './messages.nb';

describe('the language of an answer before login', () => {
  it.each([
    [undefined, 'nb'],
    ['', 'nb'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['EN-us', 'en'],
    ['nb-NO,nb;q=0.9,en;q=0.8', 'nb'],
    ['no,en;q=0.5', 'nb'],
    ['de-DE,en;q=0.9', 'nb'],
    ['*', 'nb'],
    ['nb;q=0.5,en;q=0.8', 'en'],
    ['en;q=0,nb', 'nb'],
    ['eng', 'nb'],
    [['en-GB', 'nb'], 'en'],
  ] as const)('Accept-Language %j → %s', (header, language) => {
    expect(acceptedLanguage(header as string | string[] | undefined)).toBe(language);
  });
});

describe('the field labels in English', () => {
  it('name every field, list entry and part the Norwegian labels name', () => {
    expect(Object.keys(FIELD_LABELS_EN).sort()).toEqual(Object.keys(FIELD_LABELS).sort());
    expect(Object.keys(ENTRY_LABELS_EN).sort()).toEqual(Object.keys(ENTRY_LABELS).sort());
    expect(Object.keys(PART_LABELS_EN).sort()).toEqual(Object.keys(PART_LABELS).sort());
  });

  it('name a field of a list entry in English', () => {
    expect(fieldLabel('subselections.1.price', 'en')).toBe('price (variant 2)');
    expect(fieldLabel('0.id', 'en')).toBe('entry (no. 1)');
    expect(fieldLabel('body', 'en')).toBe('the content');
    expect(fieldLabel('subselections.1.price')).toBe('pris (variant 2)');
  });

  it('write the validation summary in the language, its field messages as given', () => {
    const fields = { name: 'Navn må fylles ut', 'lines.0.count': 'Antall må være minst 1' };
    expect(validationSummary({ name: 'Navn må fylles ut' })).toBe('Sjekk feltet «navn»: Navn må fylles ut');
    const english = Object.fromEntries(Object.entries(fields).map(([path, message]) => [path, translateMessage(message, 'en')]));
    expect(validationSummary(english, 'en')).toBe(
      'Check the fields: ‘name’: Name is required; ‘quantity (line 1)’: The quantity must be at least 1',
    );
  });
});
