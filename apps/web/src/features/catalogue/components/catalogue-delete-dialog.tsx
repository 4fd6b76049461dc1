import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { texts } from '@/i18n';
import { useDeleteAddOn } from '../api/delete-add-on';
import { useDeleteAddOnGroup } from '../api/delete-add-on-group';
import { useDeleteCategory } from '../api/delete-category';
import { useDeleteItem } from '../api/delete-item';

/** What a delete icon on the products page asks about. */
export type DeleteTarget =
  | { kind: 'category'; id: string; name: string; imageUrl: string | null }
  | { kind: 'item'; id: string; name: string; imageUrl: string | null }
  | { kind: 'group'; id: string; name: string }
  | { kind: 'addOn'; id: string; name: string };

/** The title and question of each kind, in the current language. */
function textsOf(kind: DeleteTarget['kind']) {
  const t = texts.catalogue.confirm;
  const byKind = {
    category: { title: t.categoryTitle, message: t.categoryMessage },
    item: { title: t.itemTitle, message: t.itemMessage },
    group: { title: t.groupTitle, message: t.groupMessage },
    addOn: { title: t.addOnTitle, message: t.addOnMessage },
  };
  return byKind[kind];
}

interface CatalogueDeleteDialogProps {
  merchant: string;
  target: DeleteTarget | null;
  onClose: () => void;
}

/** The confirm dialog of every catalogue delete (§8); the products list refreshes after a delete. */
export function CatalogueDeleteDialog({ merchant, target, onClose }: CatalogueDeleteDialogProps) {
  const t = texts.catalogue.confirm;
  const category = useDeleteCategory();
  const item = useDeleteItem();
  const group = useDeleteAddOnGroup();
  const addOn = useDeleteAddOn();
  const mutations = [category, item, group, addOn];
  const pending = mutations.some((mutation) => mutation.isPending);
  const failed = mutations.some((mutation) => mutation.isError);

  const close = () => {
    for (const mutation of mutations) mutation.reset();
    onClose();
  };

  const confirm = () => {
    if (!target) return;
    const done = { onSuccess: close };
    if (target.kind === 'category') category.mutate({ merchant, categoryId: target.id, imageUrl: target.imageUrl }, done);
    else if (target.kind === 'item') item.mutate({ merchant, itemId: target.id, imageUrl: target.imageUrl }, done);
    else if (target.kind === 'group') group.mutate({ merchant, addOnGroupId: target.id }, done);
    else addOn.mutate({ merchant, addOnId: target.id }, done);
  };

  // The texts stay while the dialog fades out after the target is cleared.
  const [shown, setShown] = useState<DeleteTarget | null>(target);
  if (target && target !== shown) setShown(target);
  const kindTexts = shown ? textsOf(shown.kind) : null;
  return (
    <ConfirmDialog
      opened={target !== null}
      title={kindTexts?.title ?? ''}
      message={kindTexts && shown ? kindTexts.message(shown.name) : ''}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      onConfirm={confirm}
      onCancel={close}
      pending={pending}
      error={failed ? t.failed : null}
    />
  );
}
