import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { backToProducts } from './back-to-products';
import { SortableList } from './sortable-list';
import type { SortEntry } from './sortable-row';

interface SortEditorProps {
  title: string;
  initial: SortEntry[];
  /** Writes the positions (sortOrder = index in the list). */
  save: (list: { id: string; sortOrder: number }[]) => Promise<unknown>;
}

function SortEditor({ title, initial, save }: SortEditorProps) {
  const t = texts.catalogue.sort;
  const navigate = useNavigate();
  const [entries, setEntries] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSave = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await save(entries.map((entry, position) => ({ id: entry.id, sortOrder: position })));
      void navigate('/products');
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <Stack maw={600} w="100%" mx="auto" gap="lg" data-testid="sort-page">
      <PageTitle title={title} />
      <Text c="dimmed" size="sm" mt={-8} id="sort-instructions">
        {t.instructions}
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        {entries.length === 0 ? <Text c="dimmed">{t.empty}</Text> : <SortableList entries={entries} onChange={setEntries} label={title} />}
      </Paper>
      {failed && (
        <Alert color="red" role="alert">
          {t.saveFailed}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={() => void onSave()} loading={saving} disabled={entries.length === 0} data-testid="sort-save">
          {t.save}
        </Button>
        <Button component={Link} to="/products" variant="default">
          {t.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

interface SortPageProps {
  title: string;
  entries: SortEntry[] | undefined;
  error: unknown;
  save: SortEditorProps['save'];
}

/** A drag-and-drop sort page (§2.4–2.6): Lagre writes the positions and returns to /products. */
export function SortPage({ title, entries, error, save }: SortPageProps) {
  return (
    <ScreenState
      query={{ data: entries, error, isPending: !entries && !error }}
      back={backToProducts()}
      loadFailedText={texts.catalogue.form.loadFailed}
    >
      {(loaded) => <SortEditor title={title} initial={loaded} save={save} />}
    </ScreenState>
  );
}
