/**
 * The shape of the English dictionary's parts (issue 34): fixed messages, and patterns for the messages
 * that carry a value. A pattern's English is made of the captured parts; it may look a part up (a field's
 * name, a status) with `lookUp`, which answers `undefined` for a part without English, and then answers
 * `undefined` itself, so that the message is left as it is rather than half translated.
 */
export type LookUp = (norwegian: string) => string | undefined;
export type MessagePattern = readonly [pattern: RegExp, english: (parts: string[], lookUp: LookUp) => string | undefined];

/** «name» → ‘name’: a name quoted in a message keeps its text, in English quotes. */
export const englishQuotes = (text: string) => text.replace(/«/g, '‘').replace(/»/g, '’');
