import { imageIdOfUrl, imageUrlOf } from '@bakrom/shared/catalogue-rules';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { processUpload, THUMBNAIL_CONTENT_TYPE } from './image-processing';
import * as repository from './repository';

const imageNotFound = () => notFound('Fant ikke bildet.');

/** The bytes to serve: the thumbnail when asked for and present, the main image otherwise; 404 for no image. */
/**
 * Deletes the images behind these URLs unless something of the merchant still shows them (a category,
 * an item, a location header or the logo). Call inside the transaction that dropped the references.
 */
export async function deleteUnreferencedImages(tx: Db, merchantId: string, urls: readonly (string | null)[]): Promise<void> {
  await repository.deleteUnreferencedImages(tx, merchantId, urls);
}

export async function imageForServing(db: Db, imageId: string, size: 'main' | 'thumb') {
  const row = await repository.findImageBytes(db, imageId, size);
  if (!row) throw imageNotFound();
  const isThumbnail = size === 'thumb' && row.hasThumbnail;
  return { ...row, isThumbnail, contentType: isThumbnail ? THUMBNAIL_CONTENT_TYPE : row.contentType };
}

/** Judges and re-encodes the uploaded file (see `processUpload`), stores it as the merchant's and answers its URL. */
export async function uploadImage(db: Db, merchantId: string, file: Buffer | undefined): Promise<string> {
  if (!file) throw badRequest('Velg et bilde å laste opp.', { file: 'Mangler bildefil' });
  const image = await processUpload(file);
  return imageUrlOf(await repository.insertImage(db, merchantId, image));
}

/**
 * Removes the merchant's image and, in the same transaction, the menu's references to it, so that no
 * category or item keeps pointing at a missing picture. 404 when the merchant has no such image.
 */
export async function removeImage(db: Db, merchantId: string, imageUrl: string): Promise<void> {
  const imageId = imageIdOfUrl(imageUrl);
  if (!imageId) throw imageNotFound();
  const removed = await db.transaction(async (tx) => {
    if (!(await repository.deleteImage(tx, merchantId, imageId))) return false;
    await repository.clearImageReferences(tx, merchantId, imageId);
    return true;
  });
  if (!removed) throw imageNotFound();
}
