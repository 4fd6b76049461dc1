import { useRef } from 'react';
import { useImageUpload } from '@/components/form/use-image-upload';
import { texts } from '@/i18n';
import { removeImageFile } from './api/remove-image-file';
import { uploadImageFile } from '@/lib/api/upload-image-file';
import { isImageFile, isTooLargeImage } from './image-file';

/** Why a picked file cannot be uploaded, or null. A file over the limit is refused without sending it. */
async function refusalOf(picked: File): Promise<string | null> {
  if (isTooLargeImage(picked)) return texts.catalogue.image.tooLarge;
  return (await isImageFile(picked)) ? null : texts.catalogue.image.notAnImage;
}

/**
 * The image of a category or item (§4): picking a file enables 'Last opp'; the upload gives the URL
 * that the save stores. `prepareSave` runs before the save: a stored image that a new one replaces is
 * removed first, then a picked file not uploaded yet is uploaded.
 */
export function useImageField(merchant: string, storedUrl: string | null) {
  const image = useImageUpload(storedUrl, {
    send: (file) => uploadImageFile(merchant, file),
    refusalOf,
    failedText: texts.catalogue.image.uploadFailed,
  });
  const stored = useRef(storedUrl);

  /** The image URL to save; throws (with the message shown beside the picker) when an upload fails. */
  const prepareSave = async (): Promise<string | null> => {
    const replacing = image.file !== null || (image.url !== null && image.url !== stored.current);
    if (replacing && stored.current) {
      await removeImageFile(merchant, stored.current);
      stored.current = null;
    }
    return image.upload();
  };

  const uploadedNotSaved = image.url !== null && image.url !== storedUrl && image.file === null;
  return { ...image, uploadedNotSaved, prepareSave };
}

export type ImageFieldState = ReturnType<typeof useImageField>;
