const ASCII_LETTERS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  å: 'a',
  Æ: 'Ae',
  Ø: 'O',
  Å: 'A',
  ä: 'a',
  ö: 'o',
  ü: 'u',
  Ä: 'A',
  Ö: 'O',
  Ü: 'U',
  é: 'e',
  É: 'E',
};

/**
 * Content-Disposition of a download (RFC 6266): `filename` an ASCII stand-in for old clients
 * (æ → ae, ø → o, å → a, anything else outside printable ASCII → _), `filename*` the real name in UTF-8.
 */
export function attachmentDisposition(fileName: string): string {
  const safe = fileName.replace(/[\\/]/g, '-');
  const ascii = [...safe]
    .map((character) => ASCII_LETTERS[character] ?? (/^[\x20-\x7e]$/.test(character) ? character : '_'))
    .join('')
    .replace(/["%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
