import type { ComponentProps, ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { FormShell } from '@/components/form/form-shell';
import { PageTitle } from '@/components/page-title';

interface CatalogueFormPageProps {
  title: string;
  /** A line under the heading, for example the category an item belongs to. */
  context?: string;
  form: ComponentProps<typeof FormShell>['form'];
  testId: string;
  children: ReactNode;
}

/** The page of every catalogue form: heading, fields in one column of about 600 px, 'Lagre' and 'Avbryt' back to /products. */
export function CatalogueFormPage({ title, context, form, testId, children }: CatalogueFormPageProps) {
  return (
    <Stack maw={600} w="100%" mx="auto" gap="lg">
      <PageTitle title={title} />
      {context && (
        <Text c="dimmed" mt={-12}>
          {context}
        </Text>
      )}
      <FormShell form={form} testId={testId} cancelTo="/products" gap="lg">
        {children}
      </FormShell>
    </Stack>
  );
}
