import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, FileInput, Group, Image, Input, Stack, Text } from '@mantine/core';
import { ImageIcon } from '@/components/action-icons';
import { thumbnailUrl } from '@/lib/thumbnail-url';
import type { ImageUpload } from './use-image-upload';

/** A local preview of a picked file, released when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** The file picker and the 'Last opp' button that picking a file enables; `children` are more buttons beside it. */
export function ImagePicker({
  image,
  pickLabel,
  uploadLabel,
  testId,
  children,
}: {
  image: ImageUpload;
  pickLabel: string;
  uploadLabel: string;
  /** Test ids `<testId>-input` and `<testId>-upload`. */
  testId: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FileInput
        accept="image/*"
        placeholder={pickLabel}
        aria-label={pickLabel}
        value={image.file}
        onChange={(file) => void image.pick(file)}
        clearable
        data-testid={`${testId}-input`}
      />
      <Group gap="xs">
        <Button onClick={image.uploadPicked} disabled={!image.file} loading={image.uploading} data-testid={`${testId}-upload`}>
          {uploadLabel}
        </Button>
        {children}
      </Group>
    </>
  );
}

export interface ImageUploadTexts {
  label: string;
  preview: string;
  pick: string;
  upload: string;
  remove: string;
  /** Shown once a file is uploaded and the form not saved yet. */
  uploaded: string;
}

interface ImageUploadFieldProps {
  image: ImageUpload;
  texts: ImageUploadTexts;
  uploadedNotSaved: boolean;
  /** The square preview's side in pixels, and how the image fills it. */
  size: number;
  fit: 'cover' | 'contain';
  error?: string;
  /** Prefix of the test ids: `<testId>-field`, `-preview`, `-input`, `-upload`, `-uploaded`. */
  testId: string;
}

/** An image picker with its preview (the picked file's, else the stored image's) and the 'Last opp' button that picking a file enables. */
export function ImageUploadField({ image, texts, uploadedNotSaved, size, fit, error, testId }: ImageUploadFieldProps) {
  const localUrl = useObjectUrl(image.file);
  const previewUrl = localUrl ?? (image.url ? thumbnailUrl(image.url) : null);
  return (
    <Input.Wrapper label={texts.label} labelElement="div" error={image.error ?? error} data-testid={`${testId}-field`}>
      <Group align="flex-start" gap="md" mt={4} wrap="nowrap">
        <Box
          w={size}
          h={size}
          style={{ flex: 'none', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}
          data-testid={`${testId}-preview`}
        >
          {previewUrl ? (
            <Image src={previewUrl} alt={texts.preview} w={size} h={size} fit={fit} />
          ) : (
            <Stack h="100%" align="center" justify="center" c="gray.5">
              <ImageIcon size={40} />
            </Stack>
          )}
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <ImagePicker image={image} pickLabel={texts.pick} uploadLabel={texts.upload} testId={testId}>
            {(image.url || image.file) && (
              <Button variant="subtle" color="red" onClick={image.clear}>
                {texts.remove}
              </Button>
            )}
          </ImagePicker>
          {uploadedNotSaved && (
            <Text size="sm" c="dimmed" data-testid={`${testId}-uploaded`}>
              {texts.uploaded}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
