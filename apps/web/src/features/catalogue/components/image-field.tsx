import { ImageUploadField } from '@/components/form/image-upload-field';
import { nb } from '@/i18n/nb';
import type { ImageFieldState } from '../use-image-field';

const t = nb.catalogue.image;
const TEXTS = { label: t.label, preview: t.preview, pick: t.placeholder, upload: t.upload, remove: t.remove, uploaded: t.uploaded };

/** A category's or item's image with a 150x150 preview and the 'Last opp' button that picking a file enables (§4, §9). */
export function ImageField({ image, error }: { image: ImageFieldState; error?: string }) {
  return (
    <ImageUploadField
      image={image}
      texts={TEXTS}
      uploadedNotSaved={image.uploadedNotSaved}
      size={150}
      fit="cover"
      error={error}
      testId="image"
    />
  );
}
