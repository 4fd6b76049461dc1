import { useId } from 'react';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { dateLabel } from '@bakrom/shared/business-day';
import { formatMoney } from '@bakrom/shared/format';
import type { VoucherPreviewResponse } from '@bakrom/shared/schemas/accounting';
import { texts } from '@/i18n';
import classes from './accounting.module.css';

/** At most this many vouchers are drawn as rows (a year of them is thousands); the totals and the file hold all. */
export const SHOWN_VOUCHERS = 150;

const money = (ore: number) => (ore === 0 ? '' : formatMoney(ore));

/**
 * The period's vouchers as the export writes them: each voucher opened by a row with its date, number and
 * description (location, terminal, Z number), then a row per posting (date, voucher number, account, VAT code,
 * debit, credit, description); the totals, which balance.
 */
export function VoucherPreviewTable({ preview }: { preview: VoucherPreviewResponse }) {
  const t = texts.accounting.export;
  const id = useId();
  const shown = preview.vouchers.slice(0, SHOWN_VOUCHERS);
  const postings = preview.vouchers.reduce((count, voucher) => count + voucher.postings.length, 0);
  const balanced = preview.totals.debit === preview.totals.credit;
  const anyNew = shown.some((voucher) => !voucher.exported);
  return (
    <Stack gap="xs" data-testid="voucher-preview">
      <Title order={2} fz="h4" id={id}>
        {t.previewTitle(dateLabel(preview.fromDate), dateLabel(preview.toDate))}
      </Title>
      <Text size="sm" data-testid="voucher-summary">
        {t.summary(preview.vouchers.length, postings)}{' '}
        {preview.vouchers.length > shown.length && t.shownFirst(shown.length, preview.vouchers.length)}
      </Text>
      <div className={classes.scroll} role="region" aria-labelledby={id} tabIndex={0}>
        <Table className={classes.table} miw={860} striped withRowBorders verticalSpacing="xs" aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.columns.date}</Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                {t.columns.number}
              </Table.Th>
              <Table.Th scope="col">{t.columns.account}</Table.Th>
              <Table.Th scope="col">{t.columns.vatCode}</Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                {t.columns.debit}
              </Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                {t.columns.credit}
              </Table.Th>
              <Table.Th scope="col">{t.columns.description}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.flatMap((voucher) => [
              <Table.Tr key={voucher.number} className={classes.voucherStart} data-testid={`voucher-${voucher.number}`}>
                <Table.Td className={classes.nowrap}>{dateLabel(voucher.date)}</Table.Td>
                <Table.Td className={classes.numeric}>
                  {voucher.number}
                  {!voucher.exported && (
                    <Badge ml={6} size="xs" variant="light" color="blue">
                      {t.notExported}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td colSpan={5} fw={600}>
                  {voucher.description}
                </Table.Td>
              </Table.Tr>,
              ...voucher.postings.map((posting, index) => (
                <Table.Tr key={`${voucher.number}-${index}`}>
                  <Table.Td className={classes.nowrap}>{dateLabel(voucher.date)}</Table.Td>
                  <Table.Td className={classes.numeric}>{voucher.number}</Table.Td>
                  <Table.Td>{posting.account}</Table.Td>
                  <Table.Td>{posting.vatCode}</Table.Td>
                  <Table.Td className={classes.numeric}>{money(posting.debit)}</Table.Td>
                  <Table.Td className={classes.numeric}>{money(posting.credit)}</Table.Td>
                  <Table.Td>{posting.description}</Table.Td>
                </Table.Tr>
              )),
            ])}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr className={classes.total} data-testid="voucher-totals">
              <Table.Td colSpan={4}>{t.total}</Table.Td>
              <Table.Td className={classes.numeric}>{formatMoney(preview.totals.debit)}</Table.Td>
              <Table.Td className={classes.numeric}>{formatMoney(preview.totals.credit)}</Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
      <Text size="sm" c={balanced ? 'green.9' : 'red.8'} role={balanced ? undefined : 'alert'} data-testid="voucher-balance">
        {balanced ? t.balanced : t.unbalanced}
      </Text>
      {anyNew && (
        <Text size="sm" c="dimmed">
          {t.notExportedHint}
        </Text>
      )}
    </Stack>
  );
}
