import { Stack, Title } from '@mantine/core';
import { LanguageSelect } from '@/components/language-select';
import { apiErrorMessage } from '@/components/form/form-errors';
import { texts, useLanguage, type Language } from '@/i18n';
import { useChangeOwnLanguage } from '../api/change-own-language';

/**
 * /profile 'Språk / Language': the user's own language, kept by the server (the next login answers it) and
 * applied at once when it is saved.
 */
export function LanguageChoice({ onChanged }: { onChanged: (language: Language) => void }) {
  const t = texts.language;
  const language = useLanguage();
  const change = useChangeOwnLanguage(onChanged);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t.label}
      </Title>
      <LanguageSelect
        value={change.isPending ? change.variables.language : language}
        onChange={(next) => change.mutate({ language: next })}
        disabled={change.isPending}
        error={change.isError ? apiErrorMessage(change.error, t.failed) : null}
        testId="profile-language"
      />
    </Stack>
  );
}
