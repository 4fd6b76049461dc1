import type { Config } from '../config';
import type { Database } from '../db/client';

/** What a command runs with: the opened database, the secret key when it needs one, and its output. */
export interface CommandContext {
  database: Database;
  secretKey: () => Buffer;
  print: (line: string) => void;
}

/** One `npm run cli` command: its help, its options and what it does. */
export interface Command<T = unknown> {
  name: string;
  summary: string;
  help: string;
  parse(args: string[]): T;
  /** Checks made before the database is opened (the embedded one may be in use by a running server). */
  beforeDatabase?(options: T, config: Config): Promise<void>;
  /** The exit code when it is not 0 (a check that found something broken answers 1). */
  run?(context: CommandContext, options: T): Promise<number | void>;
  /** Instead of `run`: a command that opens the database itself, or never (backup, restore). */
  runAlone?(options: T, config: Config, print: (line: string) => void): Promise<number | void>;
}

export const define = <T>(command: Command<T>) => command as Command<unknown>;
