import { useState } from 'react';
import { Box, Button, FileInput, Group, Image, Input, Radio, Select, Stack, Text } from '@mantine/core';
import { FUNCTIONALITIES, WEBSHOP_AUTO_SETTLE_TIMES, type Functionality } from '@bakrom/shared/enums';
import { editMerchantSettingBody, type MerchantSettingDocument } from '@bakrom/shared/schemas/settings-company';
import { ImageIcon } from '@/components/action-icons';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { useImageUpload } from '@/components/form/use-image-upload';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { nb } from '@/i18n/nb';
import { thumbnailUrl } from '@/lib/thumbnail-url';
import { useEditMerchantSetting } from '../api/edit-merchant-setting';
import { useMerchantSetting } from '../api/get-merchant-setting';
import { uploadLogo } from '../api/upload-logo';

const t = nb.merchantSettings.merchant;

const QUESTIONS = [
  'websiteShowDineInMenu',
  'showAvailableOnDays',
  'showSpicyLevelSelections',
  'takeawayAutoSmsConfirm',
  'takeawayAutoSetOrdersAsCompleted',
] as const;
type Question = (typeof QUESTIONS)[number];
type SettleAt = (typeof WEBSHOP_AUTO_SETTLE_TIMES)[number];

/** Mantine's Select cannot hold the empty value: 'none' stands for '' (no automatic settlement). */
const NONE = 'none';
const SETTLE_OPTIONS = WEBSHOP_AUTO_SETTLE_TIMES.map((value) => ({ value: value || NONE, label: t.settleAtOptions[value] }));

interface Values extends Record<Question, boolean> {
  useFunctionality: Functionality | null;
  webshopAutoSettleAtTime: SettleAt;
}

/** The logo: picking a file enables 'Last opp'; the uploaded image shows and is stored by 'Lagre'. */
function useLogo(merchant: string, initial: string | null) {
  const [stored, setStored] = useState(initial);
  const image = useImageUpload(initial, { send: (file) => uploadLogo(merchant, file), failedText: t.logoUploadFailed });
  /** The logo the server now holds. */
  const markSaved = (saved: string | null) => setStored(saved);
  return { ...image, markSaved, changed: image.file !== null || image.url !== stored };
}

function LogoField({ logo }: { logo: ReturnType<typeof useLogo> }) {
  return (
    <Input.Wrapper label={t.logo} labelElement="div" error={logo.error} data-testid="logo-field">
      <Group align="flex-start" gap="md" mt={4} wrap="nowrap">
        <Box
          w={120}
          h={120}
          style={{ flex: 'none', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}
          data-testid="logo-preview"
        >
          {logo.url ? (
            <Image src={thumbnailUrl(logo.url)} alt={t.logoPreview} w={120} h={120} fit="contain" />
          ) : (
            <Stack h="100%" align="center" justify="center" c="gray.5">
              <ImageIcon size={36} />
            </Stack>
          )}
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <FileInput
            accept="image/*"
            placeholder={t.logoPick}
            aria-label={t.logoPick}
            value={logo.file}
            onChange={(file) => void logo.pick(file)}
            clearable
            data-testid="logo-input"
          />
          <Group gap="xs">
            <Button onClick={logo.uploadPicked} disabled={!logo.file} loading={logo.uploading} data-testid="logo-upload">
              {t.logoUpload}
            </Button>
            {(logo.url || logo.file) && (
              <Button variant="subtle" color="red" onClick={logo.clear}>
                {t.logoRemove}
              </Button>
            )}
          </Group>
          {logo.changed && logo.file === null && logo.url && (
            <Text size="sm" c="dimmed" data-testid="logo-uploaded">
              {t.logoUploaded}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

function MerchantSettingForm({ merchant, initial }: { merchant: string; initial: MerchantSettingDocument }) {
  const save = useEditMerchantSetting(merchant);
  const logo = useLogo(merchant, initial.logoImageFile);
  const form = useForm({
    initial: {
      useFunctionality: initial.useFunctionality as Functionality | null,
      webshopAutoSettleAtTime: initial.webshopAutoSettleAtTime,
      ...(Object.fromEntries(QUESTIONS.map((question) => [question, initial[question]])) as Record<Question, boolean>),
    } satisfies Values,
    schema: editMerchantSettingBody,
    toBody: (values) => ({ merchant, logoImageFile: logo.url, ...values, useFunctionality: values.useFunctionality ?? undefined }),
    // A picked logo not uploaded yet is uploaded first; a failed upload stops the save with its message.
    save: async (body) => {
      const logoImageFile = await logo.upload();
      const id = await save.mutateAsync({ ...body, logoImageFile });
      logo.markSaved(logoImageFile);
      return id;
    },
    shownFields: ['useFunctionality', 'webshopAutoSettleAtTime', 'logoImageFile', ...QUESTIONS],
    failureText: t.saveFailed,
    changedOutside: logo.changed,
  });
  return (
    <FormShell form={form} saved={form.saved && !logo.changed ? t.saved : null} savedTestId="merchant-saved" testId="merchant-form">
      <LogoField logo={logo} />
      <Select
        label={t.functionality}
        placeholder={t.functionalityPlaceholder}
        data={FUNCTIONALITIES.map((value) => ({ value, label: t.functionalities[value] }))}
        value={form.values.useFunctionality}
        onChange={(value) => form.set('useFunctionality', value as Functionality | null)}
        error={form.errors.useFunctionality}
        allowDeselect={false}
        clearable
        required
        maw={420}
        data-testid="merchant-functionality"
      />
      {QUESTIONS.map((question) => (
        <Radio.Group
          key={question}
          label={t.questions[question]}
          value={form.values[question] ? 'yes' : 'no'}
          onChange={(value) => form.set(question, value === 'yes')}
          error={form.errors[question]}
          data-testid={`merchant-${question}`}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yes" label={t.yes} />
            <Radio value="no" label={t.no} />
          </Group>
        </Radio.Group>
      ))}
      <Select
        label={t.settleAt}
        data={SETTLE_OPTIONS}
        value={form.values.webshopAutoSettleAtTime || NONE}
        onChange={(value) => form.set('webshopAutoSettleAtTime', (value === NONE || value === null ? '' : value) as SettleAt)}
        error={form.errors.webshopAutoSettleAtTime}
        allowDeselect={false}
        maw={420}
        data-testid="merchant-settle-at"
      />
    </FormShell>
  );
}

/** /merchant 'Merchant' (super admin; spec part 2 §2.20). */
export function MerchantSettingScreen({ merchant }: { merchant: string }) {
  const setting = useMerchantSetting(merchant);
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t.title} />
      <ScreenState query={setting} loadFailedText={t.loadFailed} errorTestId="merchant-error">
        {(data) => <MerchantSettingForm key={data.id} merchant={merchant} initial={data} />}
      </ScreenState>
    </Stack>
  );
}
