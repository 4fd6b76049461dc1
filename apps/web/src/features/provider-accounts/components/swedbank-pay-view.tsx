import type { Location } from '@bakrom/shared/schemas/location';
import { editSwedbankPayAccountBody, type EditSwedbankPayAccountBody } from '@bakrom/shared/schemas/provider-accounts';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useEditSwedbankPayAccount } from '../api/edit-swedbank-pay-account';
import { useSwedbankPayAccount } from '../api/get-swedbank-pay-account';
import { AccountForm, type AccountField } from './account-form';
import { AccountScreen } from './account-screen';

/** The account's fields, labelled in the current language. */
function fieldsOf() {
  const s = texts.locationsAdmin.accounts.swedbankPay;
  return [
    { name: 'swedbankPayBaseApiUrl', label: s.baseApiUrl, description: s.baseApiUrlHint, inputMode: 'url' },
    { name: 'payeeId', label: s.payeeId },
    { name: 'payeeName', label: s.payeeName },
    { name: 'hostUrl', label: s.hostUrl, inputMode: 'url', placeholder: 'https://' },
    { name: 'cancelUrl', label: s.cancelUrl, inputMode: 'url', placeholder: 'https://' },
    { name: 'completeUrl', label: s.completeUrl, inputMode: 'url', placeholder: 'https://' },
    { name: 'themePrimaryColor', label: s.themePrimaryColor, placeholder: '#B3261E' },
  ] as const satisfies readonly AccountField<string>[];
}
type Field = ReturnType<typeof fieldsOf>[number]['name'];

function SwedbankPayAccount({ merchant, location, onChanged }: { merchant: string; location: Location; onChanged?: () => void }) {
  const t = texts.locationsAdmin.accounts;
  const s = t.swedbankPay;
  const account = useSwedbankPayAccount(merchant, location.id);
  const save = useEditSwedbankPayAccount(onChanged);
  return (
    <ScreenState query={account} loadFailedText={t.loadFailed} errorTestId="swedbank-pay-error">
      {({ account: stored }) => (
        <AccountForm<Field, 'accessToken', EditSwedbankPayAccountBody>
          key={location.id}
          merchant={merchant}
          locationId={location.id}
          fields={fieldsOf()}
          secret={{ name: 'accessToken', label: s.accessToken, note: s.accessTokenNote, stored: stored?.accessToken ?? null }}
          initial={stored}
          schema={editSwedbankPayAccountBody}
          save={save.mutateAsync}
          savedText={s.saved}
          testId="swedbank-pay"
        />
      )}
    </ScreenState>
  );
}

/** /swedbankPay 'SwedbankPay eCom konto' (super admin, spec part 2 §2.19). */
export function SwedbankPayView(props: { merchant: string; locations: Location[]; onChanged?: () => void }) {
  const s = texts.locationsAdmin.accounts.swedbankPay;
  return (
    <AccountScreen merchant={props.merchant} storedLocations={props.locations} title={s.title} provider={s.provider}>
      {(location) => <SwedbankPayAccount key={location.id} merchant={props.merchant} location={location} onChanged={props.onChanged} />}
    </AccountScreen>
  );
}
