import { describe, expect, it } from 'vitest';
import { createItemInput } from '@bakrom/shared/schemas/catalogue-input';
import { translateMessage } from '@bakrom/shared/message-translations';
import { setLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { describeFailure, errorUnder, splitFieldErrors, zodFieldErrors } from './form-errors';

describe('form errors', () => {
  it('names the fields of a failed parse of the shared schema', () => {
    const result = createItemInput.safeParse({
      categoryId: '00000000-0000-4000-8000-000000000001',
      itemType: 'DRINK',
      name: ' ',
      price: 0,
      subselections: [{ name: 'Liten', price: 0 }],
    });
    expect(result.success).toBe(false);
    const errors = zodFieldErrors(result.error!);
    expect(errors.name).toBe('Produktet må ha et navn');
    expect(errors.price).toBe('Prisen (Ta med) må være over 0');
    expect(errors.subselections).toBe('Varianter: enten ingen eller minst to');
    expect(errors['subselections.0.price']).toBe('Varianten må ha en pris (Ta med eller Spise her) over 0');
  });

  it("gives the schema's Norwegian messages in the current language", () => {
    const parse = () =>
      createItemInput.safeParse({ categoryId: '00000000-0000-4000-8000-000000000001', itemType: 'DRINK', name: ' ', price: 0 });
    setLanguage('en');
    const english = zodFieldErrors(parse().error!);
    expect(english.name).toBe(translateMessage('Produktet må ha et navn', 'en'));
    expect(english.price).toBe(translateMessage('Prisen (Ta med) må være over 0', 'en'));
    setLanguage('nb');
    expect(zodFieldErrors(parse().error!).name).toBe('Produktet må ha et navn');
  });

  it('puts the server messages of shown fields beside them and the rest in one message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Ugyldig', {
      name: 'Mangler navn',
      'subselections.1.name': 'Mangler',
      itemType: 'Ikke tilbudt',
    });
    expect(describeFailure(error, ['name', 'subselections'], 'Feil')).toEqual({
      fields: { name: 'Mangler navn', 'subselections.1.name': 'Mangler' },
      message: 'Ikke tilbudt',
    });
    expect(describeFailure(new ApiError(404, 'NOT_FOUND', 'Fant ikke kategorien.'), ['name'], 'Feil')).toEqual({
      fields: {},
      message: 'Fant ikke kategorien.',
    });
    expect(describeFailure(new ApiError(503, 'HTTP_503', 'HTTP 503'), ['name'], 'Feil').message).toBe('Feil');
    expect(describeFailure(new TypeError('offline'), ['name'], 'Feil').message).toBe('Feil');
  });

  it('shows the entries of a list beside them and a message about the whole list above the buttons', () => {
    const errors = { 'openingHours.2.toTime': 'Etter åpning', openingHours: 'Alle sju ukedager må være med', merchant: 'Mangler' };
    expect(splitFieldErrors(errors, ['openingHours.*'])).toEqual({
      fields: { 'openingHours.2.toTime': 'Etter åpning' },
      others: ['Alle sju ukedager må være med', 'Mangler'],
    });
  });

  it('finds a nested message under a field', () => {
    expect(errorUnder({ 'subselections.0.price': 'x' }, 'subselections')).toBe('x');
    expect(errorUnder({ name: 'y' }, 'subselections')).toBeUndefined();
  });
});
