import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Category } from '@bakrom/shared/schemas/catalogue';
import { texts } from '@/i18n';
import { categoryBlockId } from '../menu-structure';
import type { DeleteTarget } from './catalogue-delete-dialog';
import { PanelHeading } from './panel-heading';
import classes from './products.module.css';
import { RowActions } from '@/components/row-actions';

/** Scrolls to a category's block and moves the focus to its heading. */
function goToCategory(categoryId: string) {
  const block = document.getElementById(categoryBlockId(categoryId));
  block?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById(`${categoryBlockId(categoryId)}-heading`)?.focus({ preventScroll: true });
}

interface CategorySidebarProps {
  categories: Category[];
  onDelete: (target: DeleteTarget) => void;
}

/** 'Kategorier': add, sort, and per category edit and delete; a click scrolls to its block (§2.3). */
export function CategorySidebar({ categories, onDelete }: CategorySidebarProps) {
  const t = texts.catalogue.products;
  return (
    <Paper
      component="nav"
      withBorder
      radius="md"
      p="md"
      aria-labelledby="categories-heading"
      className={classes.sticky}
      data-testid="category-sidebar"
    >
      <PanelHeading
        id="categories-heading"
        title={t.categories}
        sortPath="/categoriesSort"
        sortLabel={t.sortCategories}
        sortTestId="categories-sort"
        addPath="/categoryCreate"
        addLabel={t.addCategory}
        addTestId="category-add"
      />
      {categories.length === 0 ? (
        <Text c="dimmed" size="sm" mt="sm">
          {t.noCategories}
        </Text>
      ) : (
        <Stack gap={2} mt="sm">
          {categories.map((category) => (
            <Group key={category.id} gap={4} wrap="nowrap" justify="space-between" data-testid="sidebar-category">
              <UnstyledButton
                onClick={() => goToCategory(category.id)}
                aria-label={t.goToCategory(category.name)}
                py={6}
                px={8}
                style={{ flex: 1, minWidth: 0, borderRadius: 6 }}
                className={classes.sidebarLink}
              >
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {category.name}
                </Text>
              </UnstyledButton>
              <RowActions
                editTo={`/categoryEdit?categoryId=${category.id}`}
                editLabel={t.editCategory(category.name)}
                deleteLabel={t.deleteCategory(category.name)}
                onDelete={() => onDelete({ kind: 'category', id: category.id, name: category.name, imageUrl: category.imageUrl })}
                testId="category"
              />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
