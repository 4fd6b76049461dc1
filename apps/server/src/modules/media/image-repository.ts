import { and, eq, inArray, sql } from 'drizzle-orm';
import { imageIdOfUrl } from '@bakrom/shared/catalogue-rules';
import type { Db } from '../../db/client';
import { categories, images, items, locations, merchantSettings } from '../../db/schema/index';
import { THUMBNAIL_CONTENT_TYPE, type ProcessedImage } from './image-processing';

export async function insertImage(db: Db, merchantId: string, image: ProcessedImage): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({
      merchantId,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      thumbnail: image.thumbnail,
      etag: image.etag,
    })
    .returning({ id: images.id });
  return row!.id;
}

/** The bytes to serve: the thumbnail when asked for and present, the main image otherwise. */
export async function findImageForServing(db: Db, imageId: string, size: 'main' | 'thumb') {
  const wantsThumb = size === 'thumb';
  const [row] = await db
    .select({
      contentType: images.contentType,
      etag: images.etag,
      hasThumbnail: sql<boolean>`${images.thumbnail} is not null`,
      bytes: wantsThumb ? sql<Uint8Array>`coalesce(${images.thumbnail}, ${images.bytes})` : images.bytes,
    })
    .from(images)
    .where(eq(images.id, imageId));
  if (!row) return undefined;
  const isThumbnail = wantsThumb && row.hasThumbnail;
  return { ...row, isThumbnail, contentType: isThumbnail ? THUMBNAIL_CONTENT_TYPE : row.contentType };
}

/**
 * Removes the merchant's image and, in the same transaction, the menu's references to it, so that no
 * category or item keeps pointing at a missing picture. False when the merchant has no such image.
 */
export async function removeImage(db: Db, merchantId: string, imageId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(images)
      .where(and(eq(images.id, imageId), eq(images.merchantId, merchantId)))
      .returning({ id: images.id });
    if (deleted.length === 0) return false;
    const url = `/api/media/images/${imageId}`;
    await tx
      .update(categories)
      .set({ imageUrl: null })
      .where(and(eq(categories.merchantId, merchantId), eq(categories.imageUrl, url)));
    await tx
      .update(items)
      .set({ imageUrl: null })
      .where(and(eq(items.merchantId, merchantId), eq(items.imageUrl, url)));
    return true;
  });
}

/**
 * Deletes the images behind these URLs unless something of the merchant still shows them (a category,
 * an item, a location header or the logo). Call inside the transaction that dropped the references.
 */
export async function deleteUnreferencedImages(tx: Db, merchantId: string, urls: readonly (string | null)[]): Promise<void> {
  const imageIds = [...new Set(urls.map((url) => (url ? imageIdOfUrl(url) : undefined)).filter((id): id is string => !!id))];
  if (imageIds.length === 0) return;
  const urlOfImage = sql`'/api/media/images/' || ${images.id}::text`;
  await tx
    .delete(images)
    .where(
      and(
        eq(images.merchantId, merchantId),
        inArray(images.id, imageIds),
        sql`not exists (select 1 from ${categories} where ${categories.merchantId} = ${merchantId} and ${categories.imageUrl} = ${urlOfImage})`,
        sql`not exists (select 1 from ${items} where ${items.merchantId} = ${merchantId} and ${items.imageUrl} = ${urlOfImage})`,
        sql`not exists (select 1 from ${locations} where ${locations.merchantId} = ${merchantId} and ${locations.headerImageFile} = ${urlOfImage})`,
        sql`not exists (select 1 from ${merchantSettings} where ${merchantSettings.merchantId} = ${merchantId} and ${merchantSettings.logoImageFile} = ${urlOfImage})`,
      ),
    );
}
