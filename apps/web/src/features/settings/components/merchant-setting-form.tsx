import { useState } from 'react';
import { Group, Radio, Select, Stack, Switch } from '@mantine/core';
import { FUNCTIONALITIES, WEBSHOP_AUTO_SETTLE_TIMES, type Functionality } from '@bakrom/shared/enums';
import { editMerchantSettingBody, type MerchantSettingDocument } from '@bakrom/shared/schemas/settings-company';
import { FormShell } from '@/components/form/form-shell';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { useForm } from '@/components/form/use-form';
import { useImageUpload } from '@/components/form/use-image-upload';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useEditMerchantSetting } from '../api/edit-merchant-setting';
import { useMerchantSetting } from '../api/get-merchant-setting';
import { uploadImageFile } from '@/lib/api/upload-image-file';

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
/** The settlement times, labelled in the current language. */
function settleOptions() {
  const t = texts.merchantSettings.merchant;
  return WEBSHOP_AUTO_SETTLE_TIMES.map((value) => ({ value: value || NONE, label: t.settleAtOptions[value] }));
}

interface Values extends Record<Question, boolean> {
  useFunctionality: Functionality | null;
  webshopAutoSettleAtTime: SettleAt;
  autoSettleTills: boolean;
}

/** The logo: picking a file enables 'Last opp'; the uploaded image shows and is stored by 'Lagre'. */
function useLogo(merchant: string, initial: string | null) {
  const t = texts.merchantSettings.merchant;
  const [stored, setStored] = useState(initial);
  const image = useImageUpload(initial, { send: (file) => uploadImageFile(merchant, file), failedText: t.logoUploadFailed });
  /** The logo the server now holds. */
  const markSaved = (saved: string | null) => setStored(saved);
  return { ...image, markSaved, changed: image.file !== null || image.url !== stored };
}

function LogoField({ logo }: { logo: ReturnType<typeof useLogo> }) {
  const t = texts.merchantSettings.merchant;
  const logoTexts = {
    label: t.logo,
    preview: t.logoPreview,
    pick: t.logoPick,
    upload: t.logoUpload,
    remove: t.logoRemove,
    uploaded: t.logoUploaded,
  };
  const uploadedNotSaved = logo.changed && logo.file === null && logo.url !== null;
  return <ImageUploadField image={logo} texts={logoTexts} uploadedNotSaved={uploadedNotSaved} size={120} fit="contain" testId="logo" />;
}

function MerchantSettingForm({ merchant, initial }: { merchant: string; initial: MerchantSettingDocument }) {
  const t = texts.merchantSettings.merchant;
  const save = useEditMerchantSetting(merchant);
  const logo = useLogo(merchant, initial.logoImageFile);
  const form = useForm({
    initial: {
      useFunctionality: initial.useFunctionality as Functionality | null,
      webshopAutoSettleAtTime: initial.webshopAutoSettleAtTime,
      autoSettleTills: initial.autoSettleTills,
      ...(Object.fromEntries(QUESTIONS.map((question) => [question, initial[question]])) as Record<Question, boolean>),
    } satisfies Values,
    schema: editMerchantSettingBody,
    savedMessage: t.saved,
    toBody: (values) => ({ merchant, logoImageFile: logo.url, ...values, useFunctionality: values.useFunctionality ?? undefined }),
    // A picked logo not uploaded yet is uploaded first; a failed upload stops the save with its message.
    save: async (body) => {
      const logoImageFile = await logo.upload();
      const id = await save.mutateAsync({ ...body, logoImageFile });
      logo.markSaved(logoImageFile);
      return id;
    },
    shownFields: ['useFunctionality', 'webshopAutoSettleAtTime', 'autoSettleTills', 'logoImageFile', ...QUESTIONS],
    failureText: t.saveFailed,
    changedOutside: logo.changed,
  });
  return (
    <FormShell form={form} saved={logo.changed ? null : form.savedMessage} savedTestId="merchant-saved" testId="merchant-form">
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
        data={settleOptions()}
        value={form.values.webshopAutoSettleAtTime || NONE}
        onChange={(value) => form.set('webshopAutoSettleAtTime', (value === NONE || value === null ? '' : value) as SettleAt)}
        error={form.errors.webshopAutoSettleAtTime}
        allowDeselect={false}
        maw={420}
        data-testid="merchant-settle-at"
      />
      <Switch
        label={t.settleTills}
        description={t.settleTillsDescription}
        checked={form.values.autoSettleTills}
        onChange={(event) => form.set('autoSettleTills', event.currentTarget.checked)}
        error={form.errors.autoSettleTills}
        maw={560}
        data-testid="merchant-settle-tills"
      />
    </FormShell>
  );
}

/** /merchant 'Merchant' (super admin; spec part 2 §2.20). */
export function MerchantSettingScreen({ merchant }: { merchant: string }) {
  const t = texts.merchantSettings.merchant;
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
