import { api } from '@/lib/api-client';

/** POST /api/media/uploadImageFile (multipart: merchant, file): answers the image URL as text. */
export function uploadImageFile(merchant: string, file: File): Promise<string> {
  const form = new FormData();
  form.set('merchant', merchant);
  form.set('file', file);
  return api.postForm<string>('/media/uploadImageFile', form);
}
