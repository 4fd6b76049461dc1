import type { printingNb } from '../printing';
import type { Translation } from '../translation';

/** English texts of the super-admin page /cloudprnt (mirrors `../printing.ts`). */
export const printingEn: Translation<typeof printingNb> = {
  title: 'CloudPRNT',
  description: "The print queue (print-service document) of the location's Star CloudPRNT printers.",
  location: 'Location',
  noLocations: 'No locations have been set up.',
  merchant: 'Merchant',
  outletName: 'Outlet',
  documentTitle: 'Print-service document',
  noDocument: 'The location has no print queue yet: the printers have not received any jobs.',
  counts: (current: number, printed: number) => `${current} in currentJobs, ${printed} in jobsPrinted`,
  failed: 'Could not load the print queue. Please try again later.',
  forbidden: 'This page is only available to super administrators.',
  emptyButton: 'Empty currentJobs & jobsPrinted',
  emptyTitle: 'Empty currentJobs & jobsPrinted',
  emptyText: (outlet: string) =>
    `Do you want to empty currentJobs and jobsPrinted for ${outlet}? Jobs that are waiting will not be printed.`,
  emptyConfirm: 'Empty',
  cancel: 'Cancel',
  emptyFailed: 'Could not empty the print queue. Please try again.',
  emptied: 'currentJobs and jobsPrinted have been emptied.',
  printerTitle: 'Printer setup',
  printerHelp:
    'The printers ask the server for jobs at the address below. They log in with HTTP Basic: any username, and the printer key as the password.',
  serverUrl: 'Server URL',
  keyCreated: (time: string) => `The printer key was created on ${time}.`,
  noKey: 'The location has no printer key: no printer can fetch jobs.',
  rotateButton: 'Create new printer key',
  rotateTitle: 'Create new printer key',
  rotateText: 'The old key stops working at once. The printers must get the new one before they can print again.',
  rotateConfirm: 'Create new key',
  rotateFailed: 'Could not create a new printer key. Please try again.',
  newKeyTitle: 'New printer key',
  newKeyText: "Enter it as the password in the printer's CloudPRNT setup now: it is only shown this once.",
};
