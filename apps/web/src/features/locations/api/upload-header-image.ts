import { api } from '@/lib/api-client';

/** POST /api/media/uploadImageFile (multipart: merchant, file): the header image is stored like the menu's images; answers its address. */
export function uploadHeaderImage(merchant: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('merchant', merchant);
  form.append('file', file);
  return api.postForm<string>('/media/uploadImageFile', form);
}
