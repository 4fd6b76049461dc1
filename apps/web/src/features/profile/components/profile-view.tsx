import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { PageTitle } from '@/components/page-title';
import { texts, type Language } from '@/i18n';
import { useLocations } from '@/lib/api/list-locations';
import { LanguageChoice } from './language-choice';
import { LocationList } from './location-list';
import { OwnPasswordForm } from './own-password-form';

interface ProfileViewProps {
  user: StoredUser;
  /** The user chose another language and the server kept it: store it with the user and switch the screens. */
  onLanguageChanged: (language: Language) => void;
}

function Field({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** /profile: who is logged in, for which merchant and which locations; their language and password. */
export function ProfileView({ user, onLanguageChanged }: ProfileViewProps) {
  const locations = useLocations(user.merchant, user.locations);
  const title = texts.nav.paths['/profile'];
  const name = `${user.firstname} ${user.lastname}`.trim() || user.username;

  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={title} />
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label={texts.profile.name} value={name} testId="profile-name" />
          <Field label={texts.profile.username} value={user.username} testId="profile-username" />
          <Field label={texts.profile.role} value={texts.roles[user.userRole]} testId="profile-role" />
          <Field label={texts.profile.merchant} value={`${user.merchantName} (${user.merchant})`} testId="profile-merchant" />
        </SimpleGrid>
      </Paper>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {texts.profile.locations}
        </Title>
        <LocationList locations={locations.data ?? user.locations} failed={locations.isError} />
      </Stack>
      <LanguageChoice onChanged={onLanguageChanged} />
      <OwnPasswordForm />
    </Stack>
  );
}
