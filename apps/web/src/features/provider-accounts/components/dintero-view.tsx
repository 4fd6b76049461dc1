import type { Location } from '@bakrom/shared/schemas/location';
import { editDinteroAccountBody, type EditDinteroAccountBody } from '@bakrom/shared/schemas/provider-accounts';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useDinteroAccount } from '../api/get-dintero-account';
import { useEditDinteroAccount } from '../api/edit-dintero-account';
import { AccountForm, type AccountField } from './account-form';
import { AccountScreen } from './account-screen';

/** The account's fields, labelled in the current language. */
function fieldsOf() {
  const d = texts.locationsAdmin.accounts.dintero;
  return [
    { name: 'accountId', label: d.accountId, description: d.accountIdHint },
    { name: 'checkoutProfileId', label: d.checkoutProfileId },
    { name: 'defaultPaymentType', label: d.defaultPaymentType, description: d.defaultPaymentTypeHint },
    { name: 'themePrimaryColor', label: d.themePrimaryColor, placeholder: '#1E6B52' },
    { name: 'clientId', label: d.clientId },
  ] as const satisfies readonly AccountField<string>[];
}
type Field = ReturnType<typeof fieldsOf>[number]['name'];

function DinteroAccount({ merchant, location, onChanged }: { merchant: string; location: Location; onChanged?: () => void }) {
  const t = texts.locationsAdmin.accounts;
  const d = t.dintero;
  const account = useDinteroAccount(merchant, location.id);
  const save = useEditDinteroAccount(onChanged);
  return (
    <ScreenState query={account} loadFailedText={t.loadFailed} errorTestId="dintero-error">
      {({ account: stored }) => (
        <AccountForm<Field, 'clientSecret', EditDinteroAccountBody>
          key={location.id}
          merchant={merchant}
          locationId={location.id}
          fields={fieldsOf()}
          secret={{ name: 'clientSecret', label: d.clientSecret, note: d.clientSecretNote, stored: stored?.clientSecret ?? null }}
          initial={stored}
          schema={editDinteroAccountBody}
          save={save.mutateAsync}
          savedText={d.saved}
          testId="dintero"
        />
      )}
    </ScreenState>
  );
}

/** /dintero 'Dintero konto' (super admin, spec part 2 §2.19). */
export function DinteroView(props: { merchant: string; locations: Location[]; onChanged?: () => void }) {
  const d = texts.locationsAdmin.accounts.dintero;
  return (
    <AccountScreen merchant={props.merchant} storedLocations={props.locations} title={d.title} provider={d.provider}>
      {(location) => <DinteroAccount key={location.id} merchant={props.merchant} location={location} onChanged={props.onChanged} />}
    </AccountScreen>
  );
}
