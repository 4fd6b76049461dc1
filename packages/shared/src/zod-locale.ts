import { z } from 'zod';

/**
 * Validation messages in Norwegian bokmål written for a merchant, on the server and in the browser
 * alike. zod's own Norwegian locale names developer types ("forventet string, fikk object") and regular
 * expressions; these say what to do. Schemas that set their own message keep it.
 */

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'et tall',
  int: 'et helt tall',
  bigint: 'et helt tall',
  boolean: 'ja eller nei',
  array: 'en liste',
  date: 'en dato',
};

const FORMAT_MESSAGES: Record<string, string> = {
  uuid: 'Ugyldig id',
  guid: 'Ugyldig id',
  email: 'Ugyldig e-postadresse',
  url: 'Ugyldig nettadresse',
  date: 'Ugyldig dato',
  datetime: 'Ugyldig tidspunkt',
  time: 'Ugyldig klokkeslett',
};

const merchantMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'Må fylles ut';
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `Må være ${expected}` : 'Har feil form';
    }
    case 'invalid_value':
      return 'Ugyldig valg';
    case 'too_big': {
      const maximum = String(issue.maximum);
      if (issue.origin === 'string') return `Høyst ${maximum} tegn`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return issue.exact ? `Listen må ha nøyaktig ${maximum} oppføringer` : `Listen kan ha høyst ${maximum} oppføringer`;
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive ? `Kan være høyst ${maximum}` : `Må være under ${maximum}`;
      }
      return 'For stor verdi';
    }
    case 'too_small': {
      const minimum = String(issue.minimum);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Må fylles ut' : `Minst ${minimum} tegn`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return issue.exact ? `Listen må ha nøyaktig ${minimum} oppføringer` : `Listen må ha minst ${minimum} oppføringer`;
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive ? `Må være minst ${minimum}` : `Må være over ${minimum}`;
      }
      return 'For liten verdi';
    }
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Ugyldig format';
    case 'not_multiple_of':
      return Number(issue.divisor) === 0.01 ? 'Kan ha høyst to desimaler' : `Må gå opp i ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Ukjent felt: ${issue.keys.join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
      return 'Ugyldig verdi i listen';
    default:
      return 'Ugyldig verdi';
  }
};

z.config({ localeError: merchantMessages });
