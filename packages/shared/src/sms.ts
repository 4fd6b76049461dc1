/**
 * What an SMS costs in segments (spec part 1 §9: 1 NOK per SMS). A text in the GSM 03.38 alphabet is
 * sent in 7-bit septets: 160 in one SMS, 153 per part when it is split (the rest carries the joining
 * header); the extension table's characters (^ { } \ [ ] ~ | € and form feed) take an escape septet
 * each, so they count twice. Any other character sends the whole text as UCS-2: 70 UTF-16 code units
 * in one SMS, 67 per part (a character outside the basic plane, an emoji, takes two units).
 */

/** The GSM 03.38 basic character set (the escape code itself left out). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each is sent as the escape septet and one more. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export const GSM_SINGLE_SEPTETS = 160;
export const GSM_PART_SEPTETS = 153;
export const UCS2_SINGLE_UNITS = 70;
export const UCS2_PART_UNITS = 67;

/** Septets the text takes in GSM-7, or undefined when a character is outside the GSM alphabet. */
export function gsmSeptets(text: string): number | undefined {
  let septets = 0;
  for (const character of text) {
    if (basic.has(character)) septets += 1;
    else if (extension.has(character)) septets += 2;
    else return undefined;
  }
  return septets;
}

function segmentsOf(length: number, single: number, part: number): number {
  if (length === 0) return 0;
  return length <= single ? 1 : Math.ceil(length / part);
}

/** SMS segments billed for a text: GSM-7 when it can be, otherwise UCS-2. An empty text is 0 (never sent). */
export function smsSegments(text: string): number {
  const septets = gsmSeptets(text);
  if (septets !== undefined) return segmentsOf(septets, GSM_SINGLE_SEPTETS, GSM_PART_SEPTETS);
  return segmentsOf(text.length, UCS2_SINGLE_UNITS, UCS2_PART_UNITS);
}
