/** The interface's languages (issue 34): Norwegian bokmål, the default, and English. No dictionary here. */
export const LANGUAGES = ['nb', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
