import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@bakrom/shared/format';
import { refundTotal, type RefundableOrder, type RefundFlow, type RefundUnit } from '@bakrom/shared/refunds';
import type { Order, OrderPayment } from '@bakrom/shared/schemas/orders';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { texts } from '@/i18n';
import { cashRefund } from '../api/cash-refund';
import { dinteroRefund } from '../api/dintero-refund';
import { openCashDrawer } from '../api/open-cash-drawer';
import { invalidateKeys } from '@/lib/invalidating-mutation';
import { queryRoots } from '@/lib/query-keys';
import { softpayRefund } from '../api/softpay-refund';
import { swedbankPayRefund } from '../api/swedbank-pay-refund';
import { failureDetail, isUncertainFailure, RefundAttempt } from '../refund-attempt';
import {
  choiceSignature,
  chosenUnitIds,
  isAnythingChosen,
  isEverythingChosen,
  NOTHING_CHOSEN,
  orderDetailAfterRefund,
  toggleAll,
  toggleUnit,
  type RefundChoice,
} from '../refund-order';
import { cashRefundBody, dinteroRefundBody, softpayRefundBody, swedbankPayRefundBody, type RefundRequest } from '../refund-requests';
import { hasNativeBridge, openCashDrawerThroughApp, requestSoftpayRefund } from '../softpay-bridge';
import { CashPayBackDialog, RefundMessageDialog } from './refund-dialogs';
import { RefundSummary } from './refund-summary';
import { RefundUnitList } from './refund-unit-list';

interface RefundStepsProps {
  merchant: string;
  order: Order;
  refundable: RefundableOrder;
  flow: RefundFlow;
  payment: OrderPayment;
  units: RefundUnit[];
  /** Øre of tips still refundable (0: no tips row). */
  tipsAmount: number;
}

type Dialog = 'none' | 'confirm' | 'payBack' | 'failed' | 'notRecorded';

/**
 * The two steps of every refund page (spec part 1 §2, §4): choose the units and the tips, then check the
 * negative lines and the total and refund after a confirmation. One call per click; the attempt's
 * idempotency key is kept for a retry after a network failure. Card refunds are made by the server;
 * a Softpay refund by the kiosk or till app, then recorded; a cash refund opens the drawer, asks the
 * operator to pay back and is recorded on 'Bekreft'.
 */
export function RefundSteps({ merchant, order, refundable, flow, payment, units, tipsAmount }: RefundStepsProps) {
  const t = texts.refunds;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [choice, setChoice] = useState<RefundChoice>(NOTHING_CHOSEN);
  const [dialog, setDialog] = useState<Dialog>('none');
  const [running, setRunning] = useState(false);
  const [stage, setStage] = useState<'softpay' | 'drawer' | null>(null);
  /** The customer has the money back (Softpay app or drawer): only recording is left, the choice is fixed. */
  const [moneyMoved, setMoneyMoved] = useState(false);
  const [drawerFailed, setDrawerFailed] = useState(false);
  const [retryable, setRetryable] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);
  const [attempt] = useState(() => new RefundAttempt());
  const busy = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const bridgeMissing = flow === 'SOFTPAY' && !hasNativeBridge();

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const unitIds = useMemo(() => chosenUnitIds(choice, units), [choice, units]);
  const total = useMemo(
    () => (isAnythingChosen(choice) ? refundTotal(refundable, unitIds, choice.tips) : null),
    [choice, refundable, unitIds],
  );
  const selection = total?.ok ? total : null;
  const everything = isEverythingChosen(choice, units, tipsAmount);

  const request = (): RefundRequest => ({
    merchant,
    orderDocumentId: order.id,
    idempotencyKey: attempt.keyFor(choiceSignature(choice, units)),
    unitIds,
    selection: selection!,
  });

  const done = async () => {
    await invalidateKeys(queryClient, [queryRoots.orders]);
    void navigate(orderDetailAfterRefund(order.id));
  };

  /** Records a refund the customer already has: a failure says 'Refusjonen vellykket' and may be retried. */
  const record = async (call: () => Promise<unknown>) => {
    try {
      await call();
      attempt.settle();
      setDialog('none');
      await done();
    } catch (error) {
      attempt.settle(error);
      setRetryable(isUncertainFailure(error));
      setDetail(failureDetail(error, t.notRecorded.text));
      setDialog('notRecorded');
    }
  };

  /** Runs one step of the refund; a second click while it runs does nothing. */
  const guarded = async (work: () => Promise<void>) => {
    if (busy.current || !selection) return;
    busy.current = true;
    setRunning(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setRunning(false);
      setStage(null);
    }
  };

  const refundByCard = async () => {
    const body = request();
    try {
      if (payment.onlinePaymentProvider === 'SWEDBANK_PAY') await swedbankPayRefund(swedbankPayRefundBody(body, payment));
      else await dinteroRefund(dinteroRefundBody(body, payment));
      attempt.settle();
      setDialog('none');
      await done();
    } catch (error) {
      attempt.settle(error);
      setDetail(failureDetail(error, t.failed.text));
      setDialog('failed');
    }
  };

  const refundBySoftpay = async () => {
    if (!moneyMoved) {
      setStage('softpay');
      const outcome = await requestSoftpayRefund({
        orderId: order.id,
        amount: selection!.amount,
        transactionId: payment.transactionId ?? '',
      });
      setStage(null);
      if (!outcome.ok) {
        setDetail(null);
        setDialog('failed');
        return;
      }
      setMoneyMoved(true);
    }
    await record(() => softpayRefund(softpayRefundBody(request(), payment)));
  };

  const openDrawer = async () => {
    setStage('drawer');
    const opened =
      openCashDrawerThroughApp(order.id) ||
      (await openCashDrawer({ merchant, orderDocumentId: order.id }).then(
        () => true,
        () => false,
      ));
    setDrawerFailed(!opened);
    setDialog('payBack');
  };

  const onConfirm = () =>
    void guarded(async () => {
      if (flow === 'CARD') await refundByCard();
      else if (flow === 'SOFTPAY') await refundBySoftpay();
      else if (moneyMoved) await record(() => cashRefund(cashRefundBody(request())));
      else await openDrawer();
    });

  const onCashPaidBack = () =>
    void guarded(async () => {
      setMoneyMoved(true);
      await record(() => cashRefund(cashRefundBody(request())));
    });

  const onRetryRecording = () =>
    void guarded(async () => {
      if (flow === 'SOFTPAY') await record(() => softpayRefund(softpayRefundBody(request(), payment)));
      else await record(() => cashRefund(cashRefundBody(request())));
    });

  const amountText = selection ? formatMoney(selection.amount) : '';

  return (
    <Stack gap="md">
      {bridgeMissing && (
        <Alert color="yellow" role="alert" data-testid="softpay-no-bridge">
          {t.softpay.noBridge}
        </Alert>
      )}
      {moneyMoved && dialog === 'none' && (
        <Alert color="yellow" role="alert" data-testid="refund-not-recorded">
          {t.notRecorded.text}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t.stepOf(step)}
              </Text>
              <Title order={2} fz="h3" ref={stepHeading} tabIndex={-1} data-testid="refund-step-title">
                {step === 1 ? t.steps.choose : t.steps.summary}
              </Title>
            </Stack>
            {step === 1 && (
              <Button
                variant="light"
                onClick={() => setChoice((current) => toggleAll(current, units, tipsAmount))}
                data-testid="refund-toggle-all"
              >
                {everything ? t.clearAll : t.selectAll}
              </Button>
            )}
          </Group>

          {step === 1 ? (
            <>
              <RefundUnitList
                units={units}
                tipsAmount={tipsAmount}
                choice={choice}
                onToggleUnit={(unitId) => setChoice((current) => toggleUnit(current, unitId))}
                onToggleTips={() => setChoice((current) => ({ ...current, tips: !current.tips }))}
              />
              {units.length === 0 && tipsAmount === 0 && <Text c="dimmed">{t.nothingLeft}</Text>}
              <Group justify="flex-end" gap="sm">
                {!isAnythingChosen(choice) && (
                  <Text size="sm" c="dimmed" id="refund-next-hint">
                    {t.chooseHint}
                  </Text>
                )}
                <Button
                  size="md"
                  disabled={!isAnythingChosen(choice)}
                  aria-describedby={isAnythingChosen(choice) ? undefined : 'refund-next-hint'}
                  onClick={() => setStep(2)}
                  data-testid="refund-next"
                >
                  {t.next}
                </Button>
              </Group>
            </>
          ) : (
            <>
              {selection && <RefundSummary units={units} selection={selection} />}
              {total && !total.ok && total.error.code === 'EXCEEDS_PAID' && (
                <Alert color="red" role="alert" data-testid="refund-exceeds-paid">
                  {t.exceedsPaid(formatMoney(total.error.balance))}
                </Alert>
              )}
              <Group justify="space-between" gap="sm">
                <Button size="md" variant="default" onClick={() => setStep(1)} disabled={running || moneyMoved} data-testid="refund-back">
                  {t.back}
                </Button>
                <Button
                  size="md"
                  color="red"
                  onClick={() => setDialog('confirm')}
                  disabled={!selection || running || bridgeMissing}
                  loading={running}
                  data-testid="refund-submit"
                >
                  {t.refund}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>

      <ConfirmDialog
        opened={dialog === 'confirm'}
        title={t.confirm.title}
        message={
          <>
            {t.confirm.text(amountText)}
            {stage === 'softpay' && (
              <Text component="span" display="block" mt="sm" fw={600} data-testid="softpay-waiting">
                {t.softpay.waiting}
              </Text>
            )}
            {stage === 'drawer' && (
              <Text component="span" display="block" mt="sm" fw={600}>
                {t.cash.openingDrawer}
              </Text>
            )}
          </>
        }
        confirmLabel={t.confirm.yes}
        cancelLabel={t.confirm.cancel}
        pending={running}
        onConfirm={onConfirm}
        onCancel={() => setDialog('none')}
      />
      <CashPayBackDialog
        opened={dialog === 'payBack'}
        amount={amountText}
        drawerFailed={drawerFailed}
        recording={running}
        onConfirm={onCashPaidBack}
        onCancel={() => setDialog('none')}
      />
      <RefundMessageDialog
        opened={dialog === 'failed'}
        title={t.failed.title}
        text={t.failed.text}
        detail={detail}
        onOk={() => setDialog('none')}
        testId="refund-failed-dialog"
      />
      <RefundMessageDialog
        opened={dialog === 'notRecorded'}
        title={t.notRecorded.title}
        text={t.notRecorded.text}
        detail={detail}
        onOk={() => setDialog('none')}
        retry={retryable ? { label: t.notRecorded.retry, onClick: onRetryRecording, loading: running } : undefined}
        testId="refund-not-recorded-dialog"
      />
    </Stack>
  );
}
