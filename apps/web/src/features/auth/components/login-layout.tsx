import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { setLanguage, texts, useLanguage } from '@/i18n';
import { LanguageSelect } from '@/components/language-select';
import { useDocumentTitle } from '@/components/use-document-title';

interface LoginLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The centred card of both login pages; usable from a phone up to a desktop. Below the form the language of
 * the screens, kept on this device until someone logs in (then the user's own language applies).
 */
export function LoginLayout({ title, subtitle, children }: LoginLayoutProps) {
  useDocumentTitle(title);
  const language = useLanguage();
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={420} maw="100%">
        <Stack gap="lg">
          <Stack gap={4}>
            <Text fw={800} fz={28} c="teal.8">
              {texts.app.name}
            </Text>
            <Title order={1} fz="h3">
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed" data-testid="login-merchant">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
          <LanguageSelect value={language} onChange={setLanguage} size="xs" testId="login-language" />
        </Stack>
      </Paper>
    </Center>
  );
}
