import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { createLocationBody, isMapsUrl, LOCATION_MESSAGES } from './locations-admin';
import { zipCodeInput } from './settings-company';
import { editDinteroAccountBody, editSwedbankPayAccountBody, PROVIDER_ACCOUNT_MESSAGES } from './provider-accounts';

const location = {
  name: 'Bryggen',
  shortName: 'BRY',
  vatNumber: '923 609 016',
  street: 'Bryggen 1',
  zipCode: '5003',
  city: 'Bergen',
  phone: '+47 55 00 00 00',
  email: 'bryggen@example.no',
};

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the location form (spec part 2 §5)', () => {
  it('stores the organisation number without spaces, no header image as null and no map as empty', () => {
    expect(createLocationBody.parse({ ...location, headerImageFile: '' })).toMatchObject({
      vatNumber: '923609016',
      headerImageFile: null,
      googleMapsIframeUrl: '',
    });
  });

  it('names each field a rule refuses', () => {
    const errors = fieldErrors(
      createLocationBody.safeParse({ ...location, shortName: ' ', vatNumber: '923609017', zipCode: '503', phone: 'ring oss', email: 'x' }),
    );
    expect(errors).toEqual({
      shortName: LOCATION_MESSAGES.shortNameRequired,
      vatNumber: expect.stringMatching(/kontrollsifferet/),
      zipCode: LOCATION_MESSAGES.zipCodeInvalid,
      phone: LOCATION_MESSAGES.phoneInvalid,
      email: LOCATION_MESSAGES.emailInvalid,
    });
  });

  it('words each postal-code rule as the company form does, saying what is wrong', () => {
    const cases = [
      ['', 'Postnummer må fylles ut'],
      ['503', 'Postnummeret må ha fire sifre'],
      ['05a3', 'Postnummeret må ha fire sifre'],
      ['0000', 'Postnummeret 0000 finnes ikke'],
    ] as const;
    for (const [zipCode, message] of cases) {
      expect(fieldErrors(createLocationBody.safeParse({ ...location, zipCode })).zipCode).toBe(message);
      expect(fieldErrors(z.object({ zipCode: zipCodeInput }).safeParse({ zipCode })).zipCode).toBe(message);
    }
    expect(createLocationBody.safeParse({ ...location, zipCode: '0150' }).success).toBe(true);
  });

  it('takes only https addresses for the map', () => {
    expect(isMapsUrl('')).toBe(true);
    expect(isMapsUrl('https://www.google.com/maps/embed?pb=!1m18')).toBe(true);
    expect(isMapsUrl('http://www.google.com/maps')).toBe(false);
    expect(isMapsUrl('javascript:alert(1)')).toBe(false);
    fc.assert(fc.property(fc.string(), (value) => !isMapsUrl(value) || value === '' || value.startsWith('https:')));
  });
});

describe('the card-provider account forms (spec part 2 §2.19, §5)', () => {
  const swedbank = {
    locationId: '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21',
    swedbankPayBaseApiUrl: 'https://api.payex.com/',
    payeeId: 'p',
    payeeName: 'n',
    hostUrl: 'https://a.no',
    cancelUrl: 'https://a.no/c',
    completeUrl: 'https://a.no/f',
    themePrimaryColor: '#aabbcc',
  };

  it('keeps the secret when left empty and trims the base URL', () => {
    expect(editSwedbankPayAccountBody.parse(swedbank)).toMatchObject({ accessToken: '', swedbankPayBaseApiUrl: 'https://api.payex.com' });
  });

  it('refuses plain http addresses and colours that are not #RRGGBB', () => {
    const errors = fieldErrors(editSwedbankPayAccountBody.safeParse({ ...swedbank, hostUrl: 'http://a.no', themePrimaryColor: 'red' }));
    expect(errors).toEqual({ hostUrl: PROVIDER_ACCOUNT_MESSAGES.urlInvalid, themePrimaryColor: PROVIDER_ACCOUNT_MESSAGES.colorInvalid });
  });

  it('takes a Dintero account id as T or P and eight digits, as the refunds need it', () => {
    const dintero = {
      locationId: swedbank.locationId,
      checkoutProfileId: 'c',
      defaultPaymentType: 'vipps',
      themePrimaryColor: '#123456',
      clientId: 'id',
    };
    expect(editDinteroAccountBody.safeParse({ ...dintero, accountId: 'P12345678' }).success).toBe(true);
    for (const accountId of ['T1234567', 'X12345678', 't12345678', 'T123456789']) {
      expect(fieldErrors(editDinteroAccountBody.safeParse({ ...dintero, accountId }))).toEqual({
        accountId: PROVIDER_ACCOUNT_MESSAGES.accountIdInvalid,
      });
    }
  });
});
