import { ImageUploadField } from '@/components/form/image-upload-field';
import { texts } from '@/i18n';
import type { ImageFieldState } from '../use-image-field';

/** A category's or item's image with a 150x150 preview and the 'Last opp' button that picking a file enables (§4, §9). */
export function ImageField({ image, error }: { image: ImageFieldState; error?: string }) {
  const t = texts.catalogue.image;
  return (
    <ImageUploadField
      image={image}
      texts={{ label: t.label, preview: t.preview, pick: t.placeholder, upload: t.upload, remove: t.remove, uploaded: t.uploaded }}
      uploadedNotSaved={image.uploadedNotSaved}
      size={150}
      fit="cover"
      error={error}
      testId="image"
    />
  );
}
