import type { FastifyRequest } from 'fastify';
import type { Language } from '@bakrom/shared/enums';
import type { SessionContext } from './access';

/**
 * The language of an answer (issue 34): the session user's own when the request carries a valid session
 * (found by the access hook, which reads the user's language in the same statement: no query of its own);
 * otherwise, before login and on the channel API, what `Accept-Language` prefers: English when its first
 * choice is an English tag, Norwegian in every other case.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const session: SessionContext | null | undefined = request.session;
  return session?.language ?? acceptedLanguage(request.headers['accept-language']);
}

/** 'en-GB,en;q=0.9' → 'en'; 'nb-NO,nb;q=0.9,en;q=0.8' → 'nb'; none, '*' or anything else → 'nb'. */
export function acceptedLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return 'nb';
  let best: { tag: string; quality: number } | undefined;
  for (const part of text.split(',').slice(0, 20)) {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const qualityText = parameters.find((parameter) => /^q=/i.test(parameter))?.slice(2);
    const quality = qualityText === undefined ? 1 : Number(qualityText);
    if (!tag || !(quality > 0)) continue;
    // The first tag of the highest quality wins: a later one must be strictly preferred.
    if (!best || quality > best.quality) best = { tag: tag.toLowerCase(), quality };
  }
  return best && /^en(-|$)/.test(best.tag) ? 'en' : 'nb';
}
