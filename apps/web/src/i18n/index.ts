import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '@bakrom/shared/languages';
import { nb } from './nb';
import type { Translation } from './translation';

export { LANGUAGES, type Language };

/** A catalogue of every text of the interface: the Norwegian one's keys, each text in one language. */
export type Texts = Translation<typeof nb>;

/**
 * The catalogues loaded so far. English (its catalogue and the message dictionary, `./english`) is a chunk of
 * its own, loaded when it is first chosen: a Norwegian user's first page carries none of it.
 */
const CATALOGUES: Partial<Record<Language, Texts>> = { nb };

/** The English message dictionary's function, once English is loaded. */
let translate: ((message: string, language: Language) => string) | null = null;

let loading: Promise<void> | null = null;

/** Loads a language's catalogue (once); Norwegian is always there. */
export function loadLanguage(language: Language): Promise<void> {
  if (CATALOGUES[language]) return Promise.resolve();
  loading ??= import('./english').then((english) => {
    CATALOGUES.en = english.en;
    translate = english.translateMessage;
  });
  return loading;
}

/**
 * The language chosen on this device, kept in localStorage: the login pages' switch sets it, and a
 * logged-in user's own language (profile, login answer) replaces it, so the login page after a logout
 * speaks as the last user did.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The whole catalogue of a language, for what is made once per language (the theme). */
export function catalogueOf(language: Language): Texts {
  return CATALOGUES[language] ?? nb;
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function rememberedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'nb';
  } catch {
    return 'nb';
  }
}

function remember(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts until the page is loaded again.
  }
}

function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let current: Language = 'nb';
/** The language last asked for: a slower load of an earlier choice never overrides it. */
let wanted: Language = rememberedLanguage();

/**
 * The texts of the current language. Read them while rendering (or in a function called then), never at a
 * module's top level: a text read once would stay in the language of that moment. A live binding, replaced
 * by `setLanguage`.
 */
export let texts: Texts = nb;
markDocument(current);

type Listener = () => void;
const listeners = new Set<Listener>();

/** The current language, for code outside React (the API client's Accept-Language, messages). */
export function getLanguage(): Language {
  return current;
}

/**
 * Switches the whole interface to the language at once (the routed screens are drawn again, the cached
 * answers kept), marks the document's `lang` and remembers the choice on this device.
 */
export function setLanguage(language: Language): void {
  remember(language);
  wanted = language;
  const catalogue = CATALOGUES[language];
  if (!catalogue) {
    void loadLanguage(language).then(() => {
      if (wanted === language) setLanguage(language);
    });
    return;
  }
  if (language === current) return;
  current = language;
  texts = catalogue;
  markDocument(language);
  for (const listener of listeners) listener();
}

/** Settles when the language last asked for is loaded and shown (the app's first render waits for it). */
export async function languageReady(): Promise<void> {
  const language = wanted;
  await loadLanguage(language);
  if (wanted === language) setLanguage(language);
}

export function subscribeToLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, getLanguage, getLanguage);
}

/** Where each shared Norwegian label sits in the catalogues' `labels`, found once. */
let labelPaths: Map<string, string[]> | null = null;

function pathsOf(node: unknown, path: string[], into: Map<string, string[]>): Map<string, string[]> {
  if (typeof node === 'string') {
    if (!into.has(node)) into.set(node, path);
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) pathsOf(value, [...path, key], into);
  }
  return into;
}

/**
 * A label a shared rule made in Norwegian (a report's counters row, 'Nettbutikken', 'ALLE TILSAMMEN') in the
 * current language: looked up by its Norwegian text among the catalogue's shared labels; any other text (a
 * name) as it is.
 */
export function sharedLabel(norwegian: string): string {
  if (current === 'nb') return norwegian;
  labelPaths ??= pathsOf(nb.labels, [], new Map());
  const path = labelPaths.get(norwegian);
  if (!path) return norwegian;
  let node: unknown = texts.labels;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return typeof node === 'string' ? node : norwegian;
}

/** A Norwegian message (a schema's, the server's) in the current language. */
export function localMessage(message: string): string {
  return current === 'nb' || !translate ? message : translate(message, current);
}
