import { useRef, useState } from 'react';
import { nb } from '@/i18n/nb';
import { ApiError } from '@/lib/api-client';
import { removeImageFile } from '../api/remove-image-file';
import { uploadImageFile } from '../api/upload-image-file';
import { isImageFile, isTooLargeImage } from '../utils/image-file';

function uploadError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 413 || error.status === 415)) {
    return error.fields?.file ?? error.message;
  }
  return nb.catalogue.image.uploadFailed;
}

/** Why a picked file cannot be uploaded, or null. A file over the limit is refused without sending it. */
async function refusalOf(picked: File): Promise<string | null> {
  if (isTooLargeImage(picked)) return nb.catalogue.image.tooLarge;
  return (await isImageFile(picked)) ? null : nb.catalogue.image.notAnImage;
}

/**
 * The image of a category or item (§4): picking a file enables 'Last opp'; the upload gives the URL
 * that the save stores. `prepareSave` runs before the save: a stored image that a new one replaces is
 * removed first, then a picked file not uploaded yet is uploaded.
 */
export function useImageField(merchant: string, storedUrl: string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState(storedUrl);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const stored = useRef(storedUrl);

  const pick = async (picked: File | null) => {
    setError(null);
    const refusal = picked ? await refusalOf(picked) : null;
    if (refusal) {
      setFile(null);
      setError(refusal);
      return;
    }
    setFile(picked);
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      setImageUrl(await uploadImageFile(merchant, file));
      setFile(null);
    } catch (failure) {
      setError(uploadError(failure));
    } finally {
      setUploading(false);
    }
  };

  const clear = () => {
    setFile(null);
    setImageUrl(null);
    setError(null);
  };

  /** The image URL to save; throws (with the message shown beside the picker) when an upload fails. */
  const prepareSave = async (): Promise<string | null> => {
    const replacing = file !== null || (imageUrl !== null && imageUrl !== stored.current);
    if (replacing && stored.current) {
      await removeImageFile(merchant, stored.current);
      stored.current = null;
    }
    if (!file) return imageUrl;
    try {
      const url = await uploadImageFile(merchant, file);
      setImageUrl(url);
      setFile(null);
      return url;
    } catch (failure) {
      setError(uploadError(failure));
      throw failure;
    }
  };

  const uploadedNotSaved = imageUrl !== null && imageUrl !== storedUrl && file === null;
  return { file, imageUrl, error, uploading, uploadedNotSaved, pick, upload, clear, prepareSave };
}

export type ImageFieldState = ReturnType<typeof useImageField>;
