import type { ChannelTerminal } from '@bakrom/shared/schemas/channel-events';
import type { Db } from '../../db/client';
import type { TerminalPrincipal } from '../../http/access';
import { notFound } from '../../http/errors';
import { presentChannelTerminal } from './terminal-key-presenter';
import { selectChannelTerminal } from './terminal-key-repository';

/** The terminal a key belongs to, so an integrator can check the key and see where its orders go. */
export async function getChannelTerminal(db: Db, terminal: TerminalPrincipal): Promise<ChannelTerminal> {
  const row = await selectChannelTerminal(db, terminal.merchantId, terminal.terminalId);
  if (!row) throw notFound();
  return presentChannelTerminal(row);
}
