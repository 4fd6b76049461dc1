import { randomBytes } from 'node:crypto';
import { idSchema } from '@bakrom/shared/schemas/ids';
import type { ChannelTerminal } from '@bakrom/shared/schemas/channel-events';
import type { Db } from '../../db/client';
import { hashToken, newTerminalKey, type TerminalPrincipal } from '../../http/access';
import { conflict, notFound, validationFailed } from '../../http/errors';
import { presentChannelTerminal } from './terminal-key-presenter';
import {
  insertTerminalWithKey,
  merchantExists,
  revokeTerminalKeyOf,
  selectChannelTerminal,
  selectLocationTerminalsForUpdate,
  selectMerchantLocations,
  updateTerminalKey,
} from './terminal-key-repository';

/** The terminal a key belongs to, so an integrator can check the key and see where its orders go. */
export async function getChannelTerminal(db: Db, terminal: TerminalPrincipal): Promise<ChannelTerminal> {
  const row = await selectChannelTerminal(db, terminal.merchantId, terminal.terminalId);
  if (!row) throw notFound();
  return presentChannelTerminal(row);
}

export interface IssueTerminalKeyInput {
  merchantId: string;
  /** The location's id, its name, or a part of its name that only it has ('Majorstuen'). */
  location: string;
  terminalType: 'POS' | 'KIOSK' | 'WEBSHOP';
  /** The device's name; a webshop is called 'Nettbutikk' unless given. */
  deviceName?: string;
  /** Give an existing terminal (the location's webshop, or the one with this device name) a new key. */
  rotateKey?: boolean;
}

export interface IssuedTerminalKey {
  /** The key, shown once: only its hash is stored. */
  key: string;
  /** terminals.id, the id `revoke-terminal` and the reports take. */
  terminalId: string;
  terminalType: 'POS' | 'KIOSK' | 'WEBSHOP';
  deviceName: string;
  locationId: string;
  locationName: string;
  /** Whether a new terminal was registered (rather than an existing one given a key). */
  created: boolean;
}

const isUuid = (value: string) => idSchema.safeParse(value.toLowerCase()).success;
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('nb') === b.trim().toLocaleLowerCase('nb');

/** The location by id, exact name, or a part of the name only one location has. */
function pickLocation(locations: { id: string; name: string }[], wanted: string): { id: string; name: string } {
  if (isUuid(wanted)) {
    const byId = locations.find((location) => location.id === wanted.toLowerCase());
    if (byId) return byId;
  }
  const exact = locations.filter((location) => sameName(location.name, wanted));
  if (exact.length === 1) return exact[0]!;
  const needle = wanted.trim().toLocaleLowerCase('nb');
  const partial = needle ? locations.filter((location) => location.name.toLocaleLowerCase('nb').includes(needle)) : [];
  if (exact.length === 0 && partial.length === 1) return partial[0]!;
  const names = locations.map((location) => `«${location.name}» (${location.id})`).join(', ') || 'ingen';
  if (exact.length > 1 || partial.length > 1) {
    throw conflict(`Flere avdelinger passer til «${wanted}»; bruk avdelingens id. Avdelingene: ${names}.`);
  }
  throw notFound(`Fant ingen avdeling «${wanted}». Avdelingene: ${names}.`);
}

/**
 * Registers a terminal of the channel API with a new key, or gives an existing one a new key (the old
 * key stops working at once). A location has one webshop terminal; tills and kiosks are told apart by
 * their device name. A terminal that never had a key gets its first one without `rotateKey`.
 * Used by `npm run cli -- create-terminal` and by the demo's channel simulator.
 */
export async function issueTerminalKey(db: Db, input: IssueTerminalKeyInput): Promise<IssuedTerminalKey> {
  const webshop = input.terminalType === 'WEBSHOP';
  const deviceName = (input.deviceName ?? '').trim() || (webshop ? 'Nettbutikk' : '');
  if (!deviceName) throw validationFailed({ deviceName: 'Oppgi enhetens navn (--device-name) for en kasse eller kiosk' });
  if (deviceName.length > 100) throw validationFailed({ deviceName: 'Enhetens navn kan ha høyst 100 tegn' });
  const key = newTerminalKey();
  const keyHash = hashToken(key);
  return db.transaction(async (tx) => {
    if (!(await merchantExists(tx, input.merchantId))) throw notFound(`Fant ingen merchant «${input.merchantId}».`);
    const location = pickLocation(await selectMerchantLocations(tx, input.merchantId), input.location);
    const sameType = await selectLocationTerminalsForUpdate(tx, input.merchantId, location.id, input.terminalType);
    const existing = webshop
      ? sameType.filter((terminal) => terminal.terminalId === 'WEBSHOP')
      : sameType.filter((terminal) => sameName(terminal.deviceName, deviceName));
    const issued = { key, terminalType: input.terminalType, locationId: location.id, locationName: location.name };
    if (existing.length > 1) {
      throw conflict(
        `Avdelingen har flere terminaler som heter «${deviceName}»: ${existing.map((terminal) => terminal.id).join(', ')}. Gi dem ulike navn først.`,
      );
    }
    const found = existing[0];
    if (found) {
      if (found.keyHash !== null && !input.rotateKey) {
        const what = webshop ? 'Avdelingens nettbutikk' : `Terminalen «${found.deviceName}»`;
        throw conflict(`${what} har allerede en nøkkel. Bruk --rotate-key for å gi den en ny (den gamle slutter å virke).`);
      }
      await updateTerminalKey(tx, input.merchantId, found.id, keyHash);
      return { ...issued, terminalId: found.id, deviceName: found.deviceName, created: false };
    }
    if (input.rotateKey) {
      const what = webshop
        ? 'Avdelingen har ingen nettbutikk-terminal'
        : `Fant ingen ${input.terminalType}-terminal «${deviceName}» i avdelingen`;
      throw notFound(`${what}; opprett den uten --rotate-key.`);
    }
    const terminalId = await insertTerminalWithKey(tx, {
      merchantId: input.merchantId,
      locationId: location.id,
      terminalType: input.terminalType,
      terminalId: webshop ? 'WEBSHOP' : `${input.terminalType}-${randomBytes(4).toString('hex').toUpperCase()}`,
      deviceName,
      systemIdNr: `SN-${randomBytes(5).toString('hex').toUpperCase()}`,
      keyHash,
    });
    return { ...issued, terminalId, deviceName, created: true };
  });
}

/** Revokes a terminal's key: every call with it answers 401 from now on. 404 unless the terminal is the merchant's. */
export async function revokeTerminal(db: Db, merchantId: string, terminalId: string): Promise<void> {
  if (!isUuid(terminalId) || !(await revokeTerminalKeyOf(db, merchantId, terminalId.toLowerCase()))) {
    throw notFound(`Fant ingen terminal «${terminalId}» hos merchanten «${merchantId}».`);
  }
}
