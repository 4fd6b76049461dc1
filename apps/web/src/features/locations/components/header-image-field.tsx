import { Box, Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { MAX_IMAGE_BYTES } from '@bakrom/shared/catalogue-rules';
import { texts } from '@/i18n';
import { ImagePicker } from '@/components/form/image-upload-field';
import { useImageUpload } from '@/components/form/use-image-upload';
import { thumbnailUrl } from '@/lib/thumbnail-url';
import { uploadImageFile } from '@/lib/api/upload-image-file';

/** The stored file's name as the field shows it: the last part of its address. */
export function fileNameOf(url: string): string {
  return url.split('?')[0]!.split('/').filter(Boolean).at(-1) ?? url;
}

/**
 * The header image (spec part 2 §2.18, §4): picking a file (images only) enables 'Last opp'; after the
 * upload the picker is replaced by the returned file name. A picked file not uploaded yet is uploaded
 * by the save (`upload`), so nothing picked is lost.
 */
export function useHeaderImage(merchant: string, initial: string | null) {
  const t = texts.locationsAdmin.form;
  const image = useImageUpload(initial, {
    send: (file) => uploadImageFile(merchant, file),
    refusalOf: (file) => (file.size > MAX_IMAGE_BYTES ? t.headerImageTooLarge : null),
    failedText: t.headerImageUploadFailed,
  });
  return { ...image, changed: image.file !== null || image.url !== initial };
}

export type HeaderImage = ReturnType<typeof useHeaderImage>;

export function HeaderImageField({ image, error }: { image: HeaderImage; error?: string }) {
  const t = texts.locationsAdmin.form;
  return (
    <Input.Wrapper label={t.headerImage} labelElement="div" error={image.error ?? error} data-testid="header-image-field">
      <Group align="flex-start" gap="md" mt={4} wrap="nowrap">
        {image.url && (
          <Box w={160} h={90} style={{ flex: 'none', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
            <Image src={thumbnailUrl(image.url)} alt={t.headerImage} w={160} h={90} fit="cover" data-testid="header-image-preview" />
          </Box>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {image.url ? (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="header-image-name">
                {t.headerImageFile(fileNameOf(image.url))}
              </Text>
              <Button variant="subtle" color="red" size="xs" onClick={image.clear} data-testid="header-image-remove">
                {t.headerImageRemove}
              </Button>
            </Group>
          ) : (
            <ImagePicker image={image} pickLabel={t.headerImagePick} uploadLabel={t.headerImageUpload} testId="header-image" />
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
