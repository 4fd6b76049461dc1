import { NativeSelect } from '@mantine/core';
import { ARTICLE_GROUPS, type ArticleGroup } from '@bakrom/shared/article-groups';
import { texts } from '@/i18n';

/** The nine SAF-T article groups, named in the current language with their code. */
const choices = () => ARTICLE_GROUPS.map((code) => ({ value: code, label: `${texts.labels.articleGroups[code]} (${code})` }));

interface ArticleGroupSelectProps {
  value: ArticleGroup | null;
  onChange: (value: ArticleGroup | null) => void;
  error?: string;
}

/** The category's SAF-T article group; empty until an item type is chosen (which picks its group). */
export function CategoryArticleGroupSelect({ value, onChange, error }: ArticleGroupSelectProps) {
  const t = texts.catalogue.form;
  return (
    <NativeSelect
      label={t.articleGroup}
      description={t.articleGroupHint}
      data={value ? choices() : [{ value: '', label: t.chooseItemType, disabled: true }, ...choices()]}
      value={value ?? ''}
      onChange={(event) => onChange((event.currentTarget.value || null) as ArticleGroup | null)}
      required
      error={error}
      data-testid="article-group"
    />
  );
}

/** An item's own article group; 'Som kategorien' (null) sells it in its category's. */
export function ItemArticleGroupSelect({ value, onChange, error }: ArticleGroupSelectProps) {
  const t = texts.catalogue.form;
  return (
    <NativeSelect
      label={t.itemArticleGroup}
      description={t.itemArticleGroupHint}
      data={[{ value: '', label: t.sameAsCategory }, ...choices()]}
      value={value ?? ''}
      onChange={(event) => onChange((event.currentTarget.value || null) as ArticleGroup | null)}
      error={error}
      data-testid="item-article-group"
    />
  );
}
