import { and, eq, inArray, sql } from 'drizzle-orm';
import { imageIdOfUrl, imageUrlOf } from '@bakrom/shared/catalogue-rules';
import type { Db } from '../../db/client';
import { categories, images, items, locations, merchantSettings } from '../../db/schema/index';
import type { ProcessedImage } from './image-processing';

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

/** The image's stored type and tag, whether it has a thumbnail, and its bytes: the thumbnail's when `thumb` and present. */
export async function findImageBytes(db: Db, imageId: string, size: 'main' | 'thumb') {
  const [row] = await db
    .select({
      contentType: images.contentType,
      etag: images.etag,
      hasThumbnail: sql<boolean>`${images.thumbnail} is not null`,
      bytes: size === 'thumb' ? sql<Uint8Array>`coalesce(${images.thumbnail}, ${images.bytes})` : images.bytes,
    })
    .from(images)
    .where(eq(images.id, imageId));
  return row;
}

/** Deletes the merchant's image; false when the merchant has no such image. */
export async function deleteImage(tx: Db, merchantId: string, imageId: string): Promise<boolean> {
  const deleted = await tx
    .delete(images)
    .where(and(eq(images.id, imageId), eq(images.merchantId, merchantId)))
    .returning({ id: images.id });
  return deleted.length > 0;
}

/** Empties the picture of the merchant's categories and items that show this image. */
export async function clearImageReferences(tx: Db, merchantId: string, imageId: string): Promise<void> {
  const url = imageUrlOf(imageId);
  await tx
    .update(categories)
    .set({ imageUrl: null })
    .where(and(eq(categories.merchantId, merchantId), eq(categories.imageUrl, url)));
  await tx
    .update(items)
    .set({ imageUrl: null })
    .where(and(eq(items.merchantId, merchantId), eq(items.imageUrl, url)));
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
