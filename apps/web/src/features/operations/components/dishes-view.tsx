import { useNavigate } from 'react-router';
import { Alert, Blockquote, Stack, Text } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { apiErrorMessage } from '@/components/form/form-errors';
import { FormActions } from '@/components/form/form-actions';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { showUndoNotice } from '@/components/undo-notice';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useCloseDishes } from '../api/close-dishes';
import { useLocation } from '@/lib/api/get-location';
import { useOpenDishes } from '../api/open-dishes';
import { useSoldOutPage } from '../api/get-sold-out-page';
import { overviewPath } from '../overview-path';

interface DishesViewProps {
  merchant: string;
  locations: readonly Location[];
  mode: 'close' | 'open';
}

/**
 * /closeDishes and /openDishes: title and question from the location's CLOSE_OPEN_DISHES action. The
 * dishes are open while one of the action's categories is available at the location (as on the
 * overview); when they already are as asked, the screen says so instead of asking.
 */
export function DishesView({ merchant, locations, mode }: DishesViewProps) {
  const t = texts.operations;
  const navigate = useNavigate();
  const { location, setLocationId } = useLocationParam(locations);
  const current = useLocation(merchant, location?.id);
  const close = useCloseDishes();
  const open = useOpenDishes();
  const run = mode === 'close' ? close : open;
  const reverse = mode === 'close' ? open : close;
  const action = current.data?.customActions.find((candidate) => candidate.actionType === 'CLOSE_OPEN_DISHES');
  const name = action ? (mode === 'close' ? action.closeName : action.openName) : '';
  const page = useSoldOutPage(merchant, action ? location?.id : undefined);
  const affected = page.data?.categories.filter((category) => action?.categoryIds.includes(category.id)) ?? [];
  const dishesOpen = affected.some((category) => category.availableAtLocationIds.includes(location?.id ?? ''));
  const names = affected.map((category) => category.name).join(', ');
  const already = page.data && affected.length > 0 && dishesOpen === (mode === 'open');
  // Offered once it is known whether the dishes already are as asked (and which they are, for the notice).
  const offered = action && !already && !page.isPending;

  /** Done at once, then the overview with a notice whose 'Angre' does the opposite through the same API. */
  const confirm = (viaKeyboard: boolean) => {
    if (!location) return;
    const body = { merchant, locationId: location.id };
    run.mutate(body, {
      onSuccess: () => {
        void navigate(overviewPath(location.id));
        showUndoNotice({
          message: mode === 'close' ? t.dishes.closed(names) : t.dishes.opened(names),
          undoneMessage: mode === 'close' ? t.dishes.openedAgain(names) : t.dishes.closedAgain(names),
          undo: () => reverse.mutateAsync(body),
          focus: viaKeyboard,
        });
      },
    });
  };

  return (
    <Stack gap="lg" maw={560}>
      <PageTitle title={name || (mode === 'close' ? t.dishes.closeFallbackTitle : t.dishes.openFallbackTitle)} />
      <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={t.common.location} />
      <ScreenState query={current}>
        {() =>
          action && already ? (
            <Alert color="blue" data-testid="dishes-already">
              {mode === 'open' ? t.dishes.alreadyOpen(names) : t.dishes.alreadyClosed(names)}
            </Alert>
          ) : action ? (
            <>
              <Text fz="lg" data-testid="dishes-question">
                {mode === 'close' ? action.closeConfirmMessage : action.openConfirmMessage}
              </Text>
              {mode === 'close' && action.closedMessage && (
                <Blockquote color="gray" p="sm" cite={t.dishes.closedMessage}>
                  {action.closedMessage}
                </Blockquote>
              )}
            </>
          ) : (
            <Alert color="yellow">{t.dishes.noAction}</Alert>
          )
        }
      </ScreenState>
      <FormActions
        pending={run.isPending}
        failure={run.isError ? apiErrorMessage(run.error, texts.forms.saveFailed) : null}
        main={
          offered
            ? {
                label: name,
                color: mode === 'close' ? 'red' : 'teal',
                onClick: (event) => confirm(event.detail === 0),
                testId: 'dishes-confirm',
              }
            : null
        }
        cancelTo={overviewPath(location?.id)}
      />
    </Stack>
  );
}
