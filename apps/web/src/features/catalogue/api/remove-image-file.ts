import { api } from '@/lib/api-client';

/** POST /api/media/removeImageFile (multipart: merchant, imageUrl): answers SUCCEEDED. */
export function removeImageFile(merchant: string, imageUrl: string): Promise<string> {
  const form = new FormData();
  form.set('merchant', merchant);
  form.set('imageUrl', imageUrl);
  return api.postForm<string>('/media/removeImageFile', form);
}
