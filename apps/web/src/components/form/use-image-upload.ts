import { useState } from 'react';
import { ApiError } from '@/lib/api-client';

export interface ImageUploadOptions {
  /** Sends a picked file; answers the stored file's address. */
  send: (file: File) => Promise<string>;
  /** Why a picked file is refused without sending it (too large, not an image), or null. */
  refusalOf?: (file: File) => string | null | Promise<string | null>;
  /** Shown when an upload fails for a reason the server did not give. */
  failedText: string;
}

/** The server's own words for a refused file (400, 413, 415), else `failedText`. */
function uploadMessage(error: unknown, failedText: string): string {
  if (error instanceof ApiError && [400, 413, 415].includes(error.status)) return error.fields?.file ?? error.message;
  return failedText;
}

/**
 * An image of a form (a category's or item's image, a location's header image, the merchant's logo):
 * picking a file enables 'Last opp', the upload gives the address the form's save stores. `upload`
 * sends the picked file, if any, and answers the address to save; when it fails it shows its message
 * beside the picker and throws, so that a save waiting on it stops.
 */
export function useImageUpload(initial: string | null, options: ImageUploadOptions) {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (picked: File | null) => {
    setError(null);
    const refusal = picked && options.refusalOf ? await options.refusalOf(picked) : null;
    if (refusal) {
      setFile(null);
      setError(refusal);
      return;
    }
    setFile(picked);
  };

  const upload = async (): Promise<string | null> => {
    if (!file) return url;
    setUploading(true);
    setError(null);
    try {
      const uploaded = await options.send(file);
      setUrl(uploaded);
      setFile(null);
      return uploaded;
    } catch (failure) {
      setError(uploadMessage(failure, options.failedText));
      throw failure;
    } finally {
      setUploading(false);
    }
  };

  /** 'Last opp': the message of a failed upload shows beside the picker. */
  const uploadPicked = () => void upload().catch(() => undefined);

  const clear = () => {
    setFile(null);
    setUrl(null);
    setError(null);
  };

  return { file, url, error, uploading, pick, upload, uploadPicked, clear };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
