/** English as one chunk, loaded when a user first chooses it: the catalogue and the message dictionary. */
export { en } from './en';
export { translateMessage } from '@bakrom/shared/message-translations';
