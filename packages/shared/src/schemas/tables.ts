import { z } from 'zod';
import { idSchema, merchantField } from './ids';
import { text } from './text';

/** Tables of a location (/tables, spec part 2 §2.13): name non-empty, capacity above 0. */

export const tableSchema = z.object({
  id: z.string(),
  type: z.literal('table'),
  merchant: z.string(),
  locationId: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  description: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
});
export type DiningTable = z.infer<typeof tableSchema>;

/** Without locationId: the tables of every location of the merchant. */
export const listTablesQuery = z.object({ merchant: merchantField, locationId: idSchema.optional() });
export const listTablesResponse = z.array(tableSchema);
export const getTableQuery = z.object({ merchant: merchantField, tableId: idSchema });

const tableFields = {
  merchant: merchantField,
  type: z.literal('table').optional(),
  locationId: idSchema,
  name: text({ message: 'Navn må fylles ut' })
    .trim()
    .min(1, { message: 'Navn må fylles ut' })
    .max(100, { message: 'Navnet kan ha høyst 100 tegn' }),
  capacity: z
    .number({ error: (issue) => (issue.input === undefined ? 'Fyll ut antall plasser' : 'Antall plasser må være et tall') })
    .int({ message: 'Antall plasser må være et helt tall' })
    .min(1, { message: 'Antall plasser må være større enn 0' })
    .max(1000, { message: 'Antall plasser kan være høyst 1000' }),
  description: text().trim().max(500, { message: 'Beskrivelsen kan ha høyst 500 tegn' }).default(''),
};

export const createTableBody = z.object(tableFields);
export type CreateTableBody = z.input<typeof createTableBody>;

const tableIdRefinement = {
  message: 'Oppgi hvilket bord det gjelder (id)',
  path: ['id'],
};
const hasTableId = (value: { id?: string; tableId?: string }) => value.id !== undefined || value.tableId !== undefined;

/** Either `id` or `tableId` names the table; the rest is the whole table as on create. */
export const editTableBody = z
  .object({ ...tableFields, id: idSchema.optional(), tableId: idSchema.optional(), status: z.enum(['ACTIVE', 'INACTIVE']).optional() })
  .refine(hasTableId, tableIdRefinement);
export type EditTableBody = z.input<typeof editTableBody>;

export const deleteTableBody = z
  .object({ merchant: merchantField, id: idSchema.optional(), tableId: idSchema.optional() })
  .refine(hasTableId, tableIdRefinement);
export type DeleteTableBody = z.infer<typeof deleteTableBody>;
