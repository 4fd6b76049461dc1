import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OnlinePaymentProvider, PaymentType } from '@bakrom/shared/enums';
import { formatMoney } from '@bakrom/shared/format';
import {
  REFUND_INFO_MESSAGES,
  dinteroRefundItems,
  hasEarlierRefund,
  refundFlow,
  refundTotal,
  sameRefundItems,
  swedbankPayRefundItems,
  type RefundSelection,
  type RefundSelectionError,
  type RefundUnit,
  type RefundableOrder,
} from '@bakrom/shared/refunds';
import type { CashRefundBody, DinteroRefundBody, SoftpayRefundBody, SwedbankPayRefundBody } from '@bakrom/shared/schemas/refunds';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../http/database-errors';
import { HttpError, notFound, validationFailed } from '../../http/errors';
import type { SessionContext } from '../../http/access';
import { refundAttemptLimitSeconds } from '../payments/http';
import { paymentOrderPath } from '../payments/swedbank-pay';
import type {
  DinteroAccount,
  LookupOutcome,
  PaymentProviders,
  ProviderRefundRequest,
  RefundOutcome,
  SwedbankPayAccount,
} from '../payments/types';
import {
  applyRefundToOrder,
  claimAttempt,
  findDinteroAccount,
  findOrder,
  findRefund,
  findRefundByKey,
  findStalePendingRefund,
  findSwedbankPayAccount,
  insertRefund,
  loadOrderContent,
  lockStaleRefund,
  markFailed,
  markSucceeded,
  markUnknown,
  startAttempt,
  writeAudit,
  type DbOrTx,
  type OrderContent,
  type OrderRow,
  type RefundRow,
} from './repository';
import { JOURNAL_EVENT, JOURNAL_TEXT, recordJournalEvents } from '../journal/service';
import { publishLiveEvent } from '../live/publish';
import type { TransactionSigner } from '../saft/signing-service';

/**
 * Refunds (spec part 1 §4, §5, §7), exactly once:
 * 1. one transaction locks the order row, re-checks every rule and records the refund with its
 *    idempotency key (PENDING for a card refund; SUCCEEDED at once for cash and Softpay, which only
 *    record what was already paid back);
 * 2. the provider is called outside any transaction;
 * 3. a second transaction marks it SUCCEEDED (and adds it to the order, with an audit record) or FAILED;
 *    without an answer it stays PENDING with attempt state UNKNOWN.
 * A repeated key answers the first outcome. An UNKNOWN refund is resolved by the next attempt with
 * the same key by asking the provider first; only when the provider has no refund with our reference
 * is it sent again, with the same reference. Nothing is ever sent twice blindly.
 *
 * A PENDING refund whose attempt is over (UNKNOWN, or CALLING longer than an attempt can run: its
 * process is gone) is also resolved without its key (`reconcile`): by the background reconciler
 * (`reconciler.ts`) and by a new attempt on the order, which asks about it first. It is settled by what
 * the provider says: SUCCEEDED as any refund, FAILED when refused or when the provider has no refund
 * with our reference although the last attempt began longer ago than an attempt can run; otherwise it
 * stays PENDING for the next round. It is never sent again without its key.
 */

export type RefundKind = 'DINTERO' | 'SWEDBANK_PAY' | 'SOFTPAY' | 'CASH';

export type RefundRequest =
  | { kind: 'DINTERO'; body: DinteroRefundBody }
  | { kind: 'SWEDBANK_PAY'; body: SwedbankPayRefundBody }
  | { kind: 'SOFTPAY'; body: SoftpayRefundBody }
  | { kind: 'CASH'; body: CashRefundBody };

export interface RefundServiceOptions {
  db: Db;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  /** Signs each refund made as a return of its terminal (SAF-T Cash Register). */
  signer: TransactionSigner;
  /** When a refund is made and completed (its business day, its signature's time). */
  clock: Clock;
  /** How long a repeat of a key waits for an attempt in progress before answering 409. */
  waitForAttemptMs?: number;
  /**
   * After how long an attempt still marked as calling counts as abandoned (its process is gone):
   * `refundAttemptLimitSeconds` of the provider time limit.
   */
  staleAttemptSeconds?: number;
}

/**
 * What `reconcile` did with a refund: SUCCEEDED or FAILED (settled now), PENDING (the provider could not
 * say; asked again next round), or BUSY (not taken: another attempt or instance holds it, or it is no
 * longer PENDING).
 */
export type ReconcileResult = 'SUCCEEDED' | 'FAILED' | 'PENDING' | 'BUSY';

export const REFUND_MESSAGES = {
  orderNotFound: 'Fant ikke ordren.',
  notPaid: 'Ordren er ikke betalt og kan ikke refunderes.',
  settled: REFUND_INFO_MESSAGES.SETTLED,
  pointsUsed: REFUND_INFO_MESSAGES.POINTS_USED,
  alreadyRefunded: 'Ordren er allerede refundert.',
  inProgress: 'En refusjon av ordren pågår allerede. Vent litt og prøv igjen.',
  keyReused: 'Denne refusjonen er allerede sendt med andre opplysninger. Start refusjonen på nytt.',
  notDintero: 'Ordren er ikke betalt med Dintero.',
  notSwedbankPay: 'Ordren er ikke betalt med Swedbank Pay.',
  notSoftpay: 'Ordren er ikke betalt med Softpay.',
  notCash: 'Kontantrefusjon gjelder bare ordrer som er betalt kontant.',
  noAccount: 'Avdelingen har ingen konto hos betalingsleverandøren. Kontakt support.',
  tooManyFailures: 'Refusjonen har feilet flere ganger. Kontakt support før du prøver igjen.',
  failed: 'Det skjedde en feil og refusjonen ble ikke fullført.',
  unconfirmed: 'Betalingsleverandøren har ikke bekreftet refusjonen ennå. Prøv igjen for å se om den er fullført.',
  refundedAfterCheck: 'Ordren er allerede refundert: betalingsleverandøren bekreftet den forrige refusjonen.',
  beingChecked: 'En tidligere refusjon av ordren sjekkes hos betalingsleverandøren. Prøv igjen om litt.',
} as const;

/** Swedbank Pay locks a payment after five failed reversals; Bakrom stops well before. */
const MAX_FAILED_PROVIDER_ATTEMPTS = 3;

const refundFailed = () => new HttpError(502, 'REFUND_FAILED', REFUND_MESSAGES.failed);
const refundUnconfirmed = () => new HttpError(504, 'REFUND_UNCONFIRMED', REFUND_MESSAGES.unconfirmed);
const refundConflict = (code: string, message: string) => new HttpError(409, code, message);
const wrongProvider = (message: string) => new HttpError(400, 'WRONG_PAYMENT_PROVIDER', message);

interface StoredUnit extends RefundUnit {
  count: 1;
  itemId: string | null;
  variantName: string | null;
}
interface StoredTips {
  id: 'tips';
  type: 'TIPS';
  count: 1;
  amount: number;
}
type StoredLine = StoredUnit | StoredTips;

export function refundableOrder(order: OrderRow, content: OrderContent): RefundableOrder {
  return {
    channel: order.channel as RefundableOrder['channel'],
    settled: order.zReportId !== null,
    payments: content.payments.map((payment) => ({
      paymentType: payment.paymentType as PaymentType,
      onlinePaymentProvider: payment.onlinePaymentProvider as OnlinePaymentProvider,
      amount: payment.amount,
    })),
    usedPoints: order.usedPoints,
    tipsAmount: order.tipsAmount,
    refundedTipsAmount: order.refundedTipsAmount,
    refundedTotalAmount: order.refundedTotalAmount,
    cartItems: content.lines.map((line) => ({
      id: line.id,
      itemName: line.itemName,
      itemType: line.itemType as RefundableOrder['cartItems'][number]['itemType'],
      count: line.count,
      refundedCount: line.refundedCount,
      grossAmount: line.grossAmount,
      discountPercent: line.discountPercent,
      vatRate: line.vatRate,
      addOnCartItems: content.addOns
        .filter((addOn) => addOn.orderLineId === line.id)
        .map((addOn) => ({
          id: addOn.id,
          addOnId: addOn.addOnId,
          name: addOn.name,
          count: addOn.count,
          refundedCount: addOn.refundedCount,
          grossAmount: addOn.grossAmount,
          vatRate: addOn.vatRate,
        })),
    })),
  };
}

function selectionRefused(error: RefundSelectionError): HttpError {
  switch (error.code) {
    case 'UNKNOWN_UNIT':
      return validationFailed({ cartItems: 'En av de valgte varene finnes ikke på ordren eller er allerede refundert' });
    case 'DUPLICATE_UNIT':
      return validationFailed({ cartItems: 'Samme vare er valgt flere ganger' });
    case 'EMPTY':
      return validationFailed({ cartItems: 'Velg minst én vare eller tipsen' });
    case 'NO_TIPS':
      return validationFailed({ refundedTipsAmount: 'Ordren har ingen tips å refundere' });
    case 'EXCEEDS_PAID':
      return validationFailed({ amount: `Beløpet er høyere enn det som er betalt (høyst ${formatMoney(error.balance)})` });
  }
}

interface Plan {
  order: OrderRow;
  payment: OrderContent['payments'][number];
  selection: RefundSelection;
}

/** Every rule of a refund, on the order as it is now (inside the transaction that locks it). */
function planRefund(request: RefundRequest, order: OrderRow, content: OrderContent): Plan {
  const refundable = refundableOrder(order, content);
  const { body } = request;
  if (content.payments.length === 0) throw refundConflict('NOT_PAID', REFUND_MESSAGES.notPaid);
  const flow = refundFlow(refundable);
  const payment = content.payments[0]!;
  switch (request.kind) {
    case 'DINTERO':
      if (flow !== 'CARD' || payment.onlinePaymentProvider !== 'DINTERO') throw wrongProvider(REFUND_MESSAGES.notDintero);
      if (request.body.transactionId !== payment.transactionId) {
        throw validationFailed({ transactionId: 'Transaksjonen hører ikke til denne ordren' });
      }
      break;
    case 'SWEDBANK_PAY': {
      if (flow !== 'CARD' || payment.onlinePaymentProvider !== 'SWEDBANK_PAY') throw wrongProvider(REFUND_MESSAGES.notSwedbankPay);
      const sent = paymentOrderPath(request.body.paymentOrderId);
      if (!sent || !payment.paymentOrderId || sent !== paymentOrderPath(payment.paymentOrderId)) {
        throw validationFailed({ paymentOrderId: 'Betalingsordren hører ikke til denne ordren' });
      }
      break;
    }
    case 'SOFTPAY':
      if (flow !== 'SOFTPAY') throw wrongProvider(REFUND_MESSAGES.notSoftpay);
      if (payment.transactionId && request.body.transactionId !== payment.transactionId) {
        throw validationFailed({ transactionId: 'Transaksjonen hører ikke til denne ordren' });
      }
      break;
    case 'CASH':
      if (flow !== 'CASH') throw wrongProvider(REFUND_MESSAGES.notCash);
      break;
  }
  if (refundable.settled) throw refundConflict('SETTLED', REFUND_MESSAGES.settled);
  if (refundable.usedPoints > 0) throw refundConflict('POINTS_USED', REFUND_MESSAGES.pointsUsed);
  if (content.liveRefund?.status === 'PENDING') throw refundConflict('REFUND_IN_PROGRESS', REFUND_MESSAGES.inProgress);
  if (content.liveRefund || hasEarlierRefund(refundable)) throw refundConflict('ALREADY_REFUNDED', REFUND_MESSAGES.alreadyRefunded);
  if (
    (request.kind === 'SWEDBANK_PAY' || request.kind === 'DINTERO') &&
    (content.failedAttempts[request.kind] ?? 0) >= MAX_FAILED_PROVIDER_ATTEMPTS
  ) {
    throw refundConflict('TOO_MANY_FAILED_ATTEMPTS', REFUND_MESSAGES.tooManyFailures);
  }

  const result = refundTotal(refundable, body.cartItems, (body.refundedTipsAmount ?? 0) > 0);
  if (!result.ok) throw selectionRefused(result.error);
  const { ok: _ok, ...selection } = result;
  if ((body.refundedTipsAmount ?? 0) !== selection.tipsAmount) {
    throw validationFailed({ refundedTipsAmount: `Tipsen refunderes i sin helhet: ${formatMoney(selection.tipsAmount)}` });
  }
  if (body.amount !== selection.amount) {
    throw validationFailed({ amount: `Beløpet stemmer ikke med de valgte varene (${formatMoney(selection.amount)})` });
  }
  if (request.kind === 'DINTERO' && !sameRefundItems(request.body.dinteroItems, dinteroRefundItems(selection))) {
    throw validationFailed({ dinteroItems: 'Varelinjene stemmer ikke med de valgte varene' });
  }
  if (request.kind === 'SWEDBANK_PAY' && !sameRefundItems(request.body.swedbankPayItems, swedbankPayRefundItems(selection))) {
    throw validationFailed({ swedbankPayItems: 'Varelinjene stemmer ikke med de valgte varene' });
  }
  return { order, payment, selection };
}

function storedLines(selection: RefundSelection, content: OrderContent): StoredLine[] {
  const lineById = new Map(content.lines.map((line) => [line.id, line]));
  const units: StoredLine[] = selection.lines.map((unit) => {
    const line = lineById.get(unit.cartItemId);
    return {
      ...unit,
      count: 1,
      itemId: unit.addOnLineId === null ? (line?.itemId ?? null) : null,
      variantName: unit.addOnLineId === null ? (line?.variantName ?? null) : null,
    };
  });
  if (selection.tipsAmount > 0) units.push({ id: 'tips', type: 'TIPS', count: 1, amount: selection.tipsAmount });
  return units;
}

function selectionOf(refund: RefundRow): RefundSelection {
  const stored = Array.isArray(refund.lines) ? (refund.lines as StoredLine[]) : [];
  return {
    lines: stored.filter((line): line is StoredUnit => line.type !== 'TIPS'),
    tipsAmount: refund.tipsAmount,
    amount: refund.amount,
    vatAmount: refund.vatAmount,
  };
}

function requestHash(request: RefundRequest): string {
  const { body } = request;
  const paymentId =
    request.kind === 'SWEDBANK_PAY' ? request.body.paymentOrderId : request.kind === 'CASH' ? null : request.body.transactionId;
  const fingerprint = [
    request.kind,
    body.orderDocumentId,
    [...body.cartItems].sort(),
    body.amount,
    body.refundedTipsAmount ?? 0,
    paymentId,
  ];
  return createHash('sha256').update(JSON.stringify(fingerprint)).digest('hex');
}

/** Swedbank Pay's payeeReference: alphanumeric, at most 30, unique per operation. */
const payeeReference = (refundId: string) => `R${refundId.replace(/-/g, '')}`.slice(0, 30);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRefundService(options: RefundServiceOptions) {
  const { db, providers, log, signer, clock } = options;
  const waitForAttemptMs = options.waitForAttemptMs ?? 10_000;
  const staleAttemptSeconds = options.staleAttemptSeconds ?? refundAttemptLimitSeconds(20_000);

  async function completeSucceeded(refund: RefundRow, providerReference: string | null, userId: string | null): Promise<void> {
    await db.transaction(async (tx) => {
      await findOrder(tx, refund.merchantId, refund.orderId, { lock: true });
      const done = await markSucceeded(tx, refund.id, providerReference, clock.now());
      if (!done) return;
      await recordSuccess(tx, done, userId);
    });
  }

  async function recordSuccess(tx: DbOrTx, refund: RefundRow, userId: string | null): Promise<void> {
    const selection = selectionOf(refund);
    const perLine = new Map<string, number>();
    const perAddOn = new Map<string, number>();
    for (const unit of selection.lines) {
      if (unit.addOnLineId === null) perLine.set(unit.cartItemId, (perLine.get(unit.cartItemId) ?? 0) + 1);
      else perAddOn.set(unit.addOnLineId, (perAddOn.get(unit.addOnLineId) ?? 0) + 1);
    }
    // Signed first (the terminal's chain locked before the order's figures change, as a sale takes it
    // before its order number); a return's amounts are the goods refunded (tips are not sales), negative.
    const goods = refund.amount - refund.tipsAmount;
    const signed = await signer.sign(tx, {
      merchantId: refund.merchantId,
      terminalId: refund.terminalId,
      kind: 'RETURN',
      orderId: refund.orderId,
      refundId: refund.id,
      at: refund.completedAt ?? clock.now(),
      amountWithVat: -goods,
      amountWithoutVat: -(goods - refund.vatAmount),
    });
    await applyRefundToOrder(
      tx,
      refund,
      [...perLine].map(([lineId, count]) => ({ lineId, count })),
      [...perAddOn].map(([addOnLineId, count]) => ({ addOnLineId, count })),
    );
    await writeAudit(tx, {
      merchantId: refund.merchantId,
      userId: userId ?? refund.createdByUserId,
      action: 'REFUND',
      orderId: refund.orderId,
      details: {
        refundId: refund.id,
        amount: refund.amount,
        tipsAmount: refund.tipsAmount,
        vatAmount: refund.vatAmount,
        paymentType: refund.paymentType,
        provider: refund.onlinePaymentProvider,
        providerReference: refund.providerReference,
        units: selection.lines.length,
      },
    });
    // Open back-office tabs show the refund at once.
    const order = await findOrder(tx, refund.merchantId, refund.orderId);
    if (order)
      await publishLiveEvent(tx, { merchantId: refund.merchantId, kind: 'order.status', orderId: order.id, locationId: order.locationId });
    await recordJournalEvents(tx, refund.merchantId, [
      {
        terminalId: refund.terminalId,
        userId: userId ?? refund.createdByUserId,
        eventCode: JOURNAL_EVENT.returnReceipt,
        description: JOURNAL_TEXT.returnReceipt,
        payload: {
          refundId: refund.id,
          orderId: refund.orderId,
          amount: refund.amount,
          tipsAmount: refund.tipsAmount,
          vatAmount: refund.vatAmount,
          paymentType: refund.paymentType,
          provider: refund.onlinePaymentProvider,
          providerReference: refund.providerReference,
          lines: refund.lines,
          signature: { nr: signed.nr, keyVersion: signed.keyVersion },
        },
        occurredAt: refund.completedAt ?? clock.now(),
      },
    ]);
  }

  async function completeFailed(refund: RefundRow, reason: string, userId: string | null): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const done = await markFailed(tx, refund.id, reason, now);
      if (!done) return;
      await writeAudit(tx, {
        merchantId: refund.merchantId,
        userId: userId ?? refund.createdByUserId,
        action: 'REFUND_FAILED',
        orderId: refund.orderId,
        details: { refundId: refund.id, amount: refund.amount, provider: refund.onlinePaymentProvider, reason },
      });
      await recordJournalEvents(tx, refund.merchantId, [
        {
          terminalId: refund.terminalId,
          userId: userId ?? refund.createdByUserId,
          eventCode: JOURNAL_EVENT.other,
          description: 'Refusjon forsøkt, avvist',
          payload: { refundId: refund.id, orderId: refund.orderId, amount: refund.amount, provider: refund.onlinePaymentProvider, reason },
          occurredAt: now,
        },
      ]);
    });
  }

  type Account = { kind: 'DINTERO'; account: DinteroAccount } | { kind: 'SWEDBANK_PAY'; account: SwedbankPayAccount };

  async function accountFor(
    refund: Pick<RefundRow, 'merchantId' | 'orderId' | 'onlinePaymentProvider'>,
    locationId: string,
  ): Promise<Account | undefined> {
    if (refund.onlinePaymentProvider === 'DINTERO') {
      const account = await findDinteroAccount(db, refund.merchantId, locationId);
      return account && { kind: 'DINTERO', account };
    }
    if (refund.onlinePaymentProvider === 'SWEDBANK_PAY') {
      const account = await findSwedbankPayAccount(db, refund.merchantId, locationId);
      return account && { kind: 'SWEDBANK_PAY', account };
    }
    return undefined;
  }

  function providerRequest(refund: RefundRow, orderNumber: number): ProviderRefundRequest {
    return {
      paymentId: refund.providerPaymentId ?? '',
      operationReference: refund.operationReference ?? '',
      description: `Refusjon av ordre ${orderNumber}`,
      selection: selectionOf(refund),
    };
  }

  /** Calls the provider; an adapter that throws has an unknown outcome (it may have sent the refund). */
  async function send(account: Account, request: ProviderRefundRequest): Promise<RefundOutcome> {
    try {
      return account.kind === 'DINTERO'
        ? await providers.dintero.refund(account.account, request)
        : await providers.swedbankPay.refund(account.account, request);
    } catch (error) {
      return { status: 'UNKNOWN', reason: error instanceof Error ? error.name : 'ukjent feil' };
    }
  }

  async function lookup(account: Account, request: ProviderRefundRequest): Promise<LookupOutcome> {
    try {
      return account.kind === 'DINTERO'
        ? await providers.dintero.lookup(account.account, request)
        : await providers.swedbankPay.lookup(account.account, request);
    } catch (error) {
      return { status: 'UNKNOWN', reason: error instanceof Error ? error.name : 'ukjent feil' };
    }
  }

  /**
   * Records an attempt's outcome. An unknown one leaves the refund PENDING (UNKNOWN), its last sending
   * attempt's start put back to `sentAt` when given (the attempt only asked).
   */
  async function record(
    refund: RefundRow,
    outcome: RefundOutcome,
    userId: string | null,
    sentAt?: Date | null,
  ): Promise<RefundOutcome['status']> {
    const where = { refundId: refund.id, orderId: refund.orderId, provider: refund.onlinePaymentProvider, amount: refund.amount };
    if (outcome.status === 'SUCCEEDED') {
      try {
        await completeSucceeded(refund, outcome.providerReference, userId);
      } catch (error) {
        // The money moved but could not be recorded: the next attempt finds it at the provider at once.
        await markUnknown(db, refund.id, 'refusjonen ble gjort, men kunne ikke lagres', sentAt).catch(() => undefined);
        throw error;
      }
      log.info({ ...where, providerReference: outcome.providerReference }, 'refund succeeded');
      return 'SUCCEEDED';
    }
    if (outcome.status === 'FAILED') {
      await completeFailed(refund, outcome.reason, userId);
      log.warn({ ...where, reason: outcome.reason }, 'refund refused by the payment provider');
      return 'FAILED';
    }
    await markUnknown(db, refund.id, outcome.reason, sentAt);
    log.warn({ ...where, reason: outcome.reason }, 'refund outcome unknown; the provider is asked again');
    return 'UNKNOWN';
  }

  /** Records an attempt's outcome and answers it. */
  async function settle(refund: RefundRow, outcome: RefundOutcome, userId: string | null): Promise<'SUCCEEDED'> {
    const status = await record(refund, outcome, userId);
    if (status === 'SUCCEEDED') return 'SUCCEEDED';
    throw status === 'FAILED' ? refundFailed() : refundUnconfirmed();
  }

  /**
   * Resolves a PENDING refund whose attempt is over, by asking the provider with its reference; one
   * instance at a time (the row is taken under `for update skip locked`, then marked CALLING).
   */
  async function reconcile(refundId: string): Promise<ReconcileResult> {
    const taken = await db.transaction(async (tx) => {
      const locked = await lockStaleRefund(tx, refundId, staleAttemptSeconds);
      if (!locked) return undefined;
      const refund = await startAttempt(tx, refundId);
      return refund && { refund, outlived: locked.outlived, sentAt: locked.refund.attemptStartedAt };
    });
    if (!taken) return 'BUSY';
    const { refund, outlived, sentAt } = taken;
    const order = await findOrder(db, refund.merchantId, refund.orderId);
    const account = order && (await accountFor(refund, order.locationId));
    if (!order || !account) {
      await markUnknown(db, refund.id, 'ingen konto hos betalingsleverandøren', sentAt);
      log.warn({ refundId: refund.id, orderId: refund.orderId }, 'refund not checked: no account at the payment provider');
      return 'PENDING';
    }
    const known = await lookup(account, providerRequest(refund, order.orderNumber));
    log.info(
      { refundId: refund.id, orderId: refund.orderId, lookup: known.status, outlived },
      'asked the payment provider about a refund whose outcome was unknown',
    );
    // No refund with our reference: it did not happen, once no attempt can still reach the provider.
    const outcome: RefundOutcome =
      known.status !== 'NOT_FOUND'
        ? known
        : outlived
          ? { status: 'FAILED', reason: 'betalingsleverandøren har ingen refusjon med vår referanse' }
          : { status: 'UNKNOWN', reason: 'betalingsleverandøren har ingen refusjon med vår referanse ennå' };
    const status = await record(refund, outcome, null, sentAt);
    return status === 'UNKNOWN' ? 'PENDING' : status;
  }

  /**
   * Before a new refund of an order: a PENDING refund of it whose attempt is over is resolved first.
   * Succeeded: the order is refunded (409). Still unknown: 409 while it is checked. Failed: go on.
   */
  async function resolveStaleRefundOf(merchantId: string, orderId: string): Promise<void> {
    const stale = await findStalePendingRefund(db, merchantId, orderId, staleAttemptSeconds);
    if (!stale) return;
    await reconcile(stale.id);
    const now = await findRefund(db, stale.id);
    if (now?.status === 'SUCCEEDED') throw refundConflict('ALREADY_REFUNDED', REFUND_MESSAGES.refundedAfterCheck);
    if (now?.status === 'PENDING') throw refundConflict('REFUND_IN_PROGRESS', REFUND_MESSAGES.beingChecked);
  }

  /** First attempt of a new card refund (this request holds the attempt). */
  async function attempt(refund: RefundRow, order: OrderRow, userId: string): Promise<'SUCCEEDED'> {
    const account = await accountFor(refund, order.locationId);
    if (!account) {
      await completeFailed(refund, 'ingen konto hos betalingsleverandøren', userId);
      throw refundConflict('NO_PROVIDER_ACCOUNT', REFUND_MESSAGES.noAccount);
    }
    return settle(refund, await send(account, providerRequest(refund, order.orderNumber)), userId);
  }

  /** A later attempt of a PENDING refund whose earlier attempt ended without an answer: ask first. */
  async function resolve(refund: RefundRow, userId: string): Promise<'SUCCEEDED'> {
    const order = await findOrder(db, refund.merchantId, refund.orderId);
    const account = order && (await accountFor(refund, order.locationId));
    if (!order || !account) {
      await markUnknown(db, refund.id, 'ingen konto hos betalingsleverandøren');
      throw refundUnconfirmed();
    }
    const request = providerRequest(refund, order.orderNumber);
    const known = await lookup(account, request);
    log.info(
      { refundId: refund.id, orderId: refund.orderId, lookup: known.status },
      'asked the payment provider about an unconfirmed refund',
    );
    if (known.status !== 'NOT_FOUND') return settle(refund, known, userId);
    // The provider has no refund with our reference: send it now, with the same reference.
    return settle(refund, await send(account, request), userId);
  }

  /** The answer to a key seen before. */
  async function repeat(existing: RefundRow, request: RefundRequest, session: SessionContext): Promise<'SUCCEEDED'> {
    if (existing.orderId !== request.body.orderDocumentId || existing.requestHash !== requestHash(request)) {
      throw refundConflict('IDEMPOTENCY_KEY_REUSED', REFUND_MESSAGES.keyReused);
    }
    const deadline = Date.now() + waitForAttemptMs;
    let refund: RefundRow | undefined = existing;
    for (;;) {
      if (!refund) throw notFound(REFUND_MESSAGES.orderNotFound);
      if (refund.status === 'SUCCEEDED') return 'SUCCEEDED';
      if (refund.status === 'FAILED') throw refundFailed();
      if (await claimAttempt(db, refund.id, staleAttemptSeconds)) {
        return resolve((await findRefund(db, refund.id))!, session.userId);
      }
      if (Date.now() >= deadline) throw refundConflict('REFUND_IN_PROGRESS', REFUND_MESSAGES.inProgress);
      await sleep(50);
      refund = await findRefund(db, refund.id);
    }
  }

  return {
    reconcile,

    async refund(request: RefundRequest, session: SessionContext): Promise<'SUCCEEDED'> {
      const { merchantId } = session;
      const { body } = request;
      const existing = await findRefundByKey(db, merchantId, body.idempotencyKey);
      if (existing) return repeat(existing, request, session);
      await resolveStaleRefundOf(merchantId, body.orderDocumentId);

      const hash = requestHash(request);
      let created: { refund: RefundRow; order: OrderRow } | { existing: RefundRow };
      try {
        created = await db.transaction(async (tx) => {
          const order = await findOrder(tx, merchantId, body.orderDocumentId, { lock: true });
          if (!order) throw notFound(REFUND_MESSAGES.orderNotFound);
          const seen = await findRefundByKey(tx, merchantId, body.idempotencyKey);
          if (seen) return { existing: seen };
          const content = await loadOrderContent(tx, order.id);
          const plan = planRefund(request, order, content);
          const id = randomUUID();
          const recordOnly = request.kind === 'CASH' || request.kind === 'SOFTPAY';
          const now = clock.now();
          const refund = await insertRefund(tx, {
            id,
            merchantId,
            orderId: order.id,
            terminalId: order.terminalId,
            idempotencyKey: body.idempotencyKey,
            amount: plan.selection.amount,
            tipsAmount: plan.selection.tipsAmount,
            vatAmount: plan.selection.vatAmount,
            paymentType: plan.payment.paymentType,
            onlinePaymentProvider: plan.payment.onlinePaymentProvider,
            status: recordOnly ? 'SUCCEEDED' : 'PENDING',
            lines: storedLines(plan.selection, content),
            createdByUserId: session.userId,
            providerPaymentId:
              request.kind === 'SWEDBANK_PAY' ? plan.payment.paymentOrderId : request.kind === 'CASH' ? null : plan.payment.transactionId,
            operationReference: request.kind === 'SWEDBANK_PAY' ? payeeReference(id) : request.kind === 'DINTERO' ? id : null,
            attemptState: recordOnly ? null : 'CALLING',
            // Real time: an attempt's staleness is judged by the database's clock.
            attemptStartedAt: recordOnly ? null : new Date(),
            attempts: recordOnly ? 0 : 1,
            requestHash: hash,
            completedAt: recordOnly ? now : null,
            createdAt: now,
          });
          if (recordOnly) await recordSuccess(tx, refund, session.userId);
          return { refund, order };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'refunds_idempotency_key')) {
          const seen = await findRefundByKey(db, merchantId, body.idempotencyKey);
          if (seen) return repeat(seen, request, session);
        }
        if (isUniqueViolation(error, 'refunds_order_live_key')) throw refundConflict('ALREADY_REFUNDED', REFUND_MESSAGES.alreadyRefunded);
        throw error;
      }
      if ('existing' in created) return repeat(created.existing, request, session);
      const { refund, order } = created;
      if (refund.status === 'SUCCEEDED') {
        log.info(
          { refundId: refund.id, orderId: refund.orderId, provider: refund.onlinePaymentProvider, amount: refund.amount },
          'refund recorded',
        );
        return 'SUCCEEDED';
      }
      return attempt(refund, order, session.userId);
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
