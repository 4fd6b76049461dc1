import { NativeSelect, type MantineSize } from '@mantine/core';
import { isLanguage, LANGUAGES, texts, type Language } from '@/i18n';

interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
  error?: string | null;
  size?: MantineSize;
  testId: string;
}

/**
 * 'Språk / Language': Norsk (bokmål) or English, each named in its own language (and marked so for screen
 * readers). /profile keeps the choice for the user; the login pages for this device until someone logs in.
 */
export function LanguageSelect({ value, onChange, disabled, error, size, testId }: LanguageSelectProps) {
  const t = texts.language;
  return (
    <NativeSelect
      label={t.label}
      value={value}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isLanguage(chosen) && chosen !== value) onChange(chosen);
      }}
      disabled={disabled}
      error={error ?? undefined}
      size={size}
      maw={260}
      data-testid={testId}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
