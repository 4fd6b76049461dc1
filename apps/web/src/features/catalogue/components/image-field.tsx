import { useEffect, useState } from 'react';
import { Box, Button, FileInput, Group, Image, Input, Stack, Text } from '@mantine/core';
import { ImageIcon } from '@/components/action-icons';
import { nb } from '@/i18n/nb';
import { thumbnailUrl } from '@/lib/thumbnail-url';
import type { ImageFieldState } from '../hooks/use-image-field';

const t = nb.catalogue.image;

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

/** Image picker with a 150x150 preview and the 'Last opp' button that picking a file enables (§4, §9). */
export function ImageField({ image, error }: { image: ImageFieldState; error?: string }) {
  const localUrl = useObjectUrl(image.file);
  const previewUrl = localUrl ?? (image.url ? thumbnailUrl(image.url) : null);

  return (
    <Input.Wrapper label={t.label} labelElement="div" error={image.error ?? error} data-testid="image-field">
      <Group align="flex-start" gap="md" mt={4} wrap="nowrap">
        <Box
          w={150}
          h={150}
          style={{ flex: 'none', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}
          data-testid="image-preview"
        >
          {previewUrl ? (
            <Image src={previewUrl} alt={t.preview} w={150} h={150} fit="cover" />
          ) : (
            <Stack h="100%" align="center" justify="center" c="gray.5">
              <ImageIcon size={40} />
            </Stack>
          )}
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <FileInput
            accept="image/*"
            placeholder={t.placeholder}
            aria-label={t.placeholder}
            value={image.file}
            onChange={(file) => void image.pick(file)}
            clearable
            data-testid="image-input"
          />
          <Group gap="xs">
            <Button onClick={image.uploadPicked} disabled={!image.file} loading={image.uploading} data-testid="image-upload">
              {t.upload}
            </Button>
            {(image.url || image.file) && (
              <Button variant="subtle" color="red" onClick={image.clear}>
                {t.remove}
              </Button>
            )}
          </Group>
          {image.uploadedNotSaved && (
            <Text size="sm" c="dimmed" data-testid="image-uploaded">
              {t.uploaded}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
