import { useState } from 'react';
import { Box, Button, FileInput, Group, Image, Input, Stack, Text } from '@mantine/core';
import { MAX_IMAGE_BYTES } from '@bakrom/shared/catalogue-rules';
import { nb } from '@/i18n/nb';
import { ApiError } from '@/lib/api-client';
import { thumbnailUrl } from '@/lib/thumbnail-url';
import { uploadHeaderImage } from '../api/upload-header-image';

const t = nb.locationsAdmin.form;

/** The stored file's name as the field shows it: the last part of its address. */
export function fileNameOf(url: string): string {
  return url.split('?')[0]!.split('/').filter(Boolean).at(-1) ?? url;
}

function uploadMessage(error: unknown): string {
  if (error instanceof ApiError && [400, 413, 415].includes(error.status)) return error.fields?.file ?? error.message;
  return t.headerImageUploadFailed;
}

/**
 * The header image (spec part 2 §2.18, §4): picking a file (images only) enables 'Last opp'; after the
 * upload the picker is replaced by the returned file name. A picked file not uploaded yet is uploaded
 * by the save (`upload`), so nothing picked is lost.
 */
export function useHeaderImage(merchant: string, initial: string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = (picked: File | null) => {
    setError(null);
    if (picked && picked.size > MAX_IMAGE_BYTES) {
      setError(t.headerImageTooLarge);
      setFile(null);
      return;
    }
    setFile(picked);
  };

  /** Uploads the picked file (if any) and answers the address to save; throws with the message shown beside the field. */
  const upload = async (): Promise<string | null> => {
    if (!file) return url;
    setUploading(true);
    setError(null);
    try {
      const uploaded = await uploadHeaderImage(merchant, file);
      setUrl(uploaded);
      setFile(null);
      return uploaded;
    } catch (failure) {
      setError(uploadMessage(failure));
      throw failure;
    } finally {
      setUploading(false);
    }
  };

  const clear = () => {
    setFile(null);
    setUrl(null);
    setError(null);
  };

  return { file, url, error, uploading, pick, upload, clear, changed: file !== null || url !== initial };
}

export type HeaderImage = ReturnType<typeof useHeaderImage>;

export function HeaderImageField({ image, error }: { image: HeaderImage; error?: string }) {
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
            <>
              <FileInput
                accept="image/*"
                placeholder={t.headerImagePick}
                aria-label={t.headerImagePick}
                value={image.file}
                onChange={image.pick}
                clearable
                data-testid="header-image-input"
              />
              <Group gap="xs">
                <Button
                  onClick={() => void image.upload().catch(() => undefined)}
                  disabled={!image.file}
                  loading={image.uploading}
                  data-testid="header-image-upload"
                >
                  {t.headerImageUpload}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
