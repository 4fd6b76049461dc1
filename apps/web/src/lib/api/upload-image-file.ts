import { api } from '@/lib/api-client';

/**
 * POST /api/media/uploadImageFile (multipart: merchant, file): the menu's images, a location's header
 * image and the merchant's logo are all stored this way; answers the image's URL as text.
 */
export function uploadImageFile(merchant: string, file: File): Promise<string> {
  const form = new FormData();
  form.set('merchant', merchant);
  form.set('file', file);
  return api.postForm<string>('/media/uploadImageFile', form);
}
