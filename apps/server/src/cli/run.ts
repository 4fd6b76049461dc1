import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { resolveSecretKey } from '../lib/secrets';
import type { CommandContext } from './command';
import { COMMANDS, usage } from './commands';
import { CliError } from './args';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const CONSOLE: CliOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };

/**
 * `npm run cli -- <command> [options]` as a function: the exit code of `argv`, with the configuration
 * read from `env` and the output written to `output`. 0 done, 1 a fault or a check that found
 * something broken, 2 a refusal (bad option, nothing found), with its message.
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env, output: CliOutput = CONSOLE): Promise<number> {
  try {
    const [name, ...rest] = argv;
    if (!name || name === '--help' || name === '-h' || name === 'help') {
      output.out(usage());
      return name ? 0 : 1;
    }
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) throw new CliError(`Ukjent kommando «${name}».\n\n${usage()}`);
    if (rest.includes('--help') || rest.includes('-h')) {
      output.out(command.help);
      return 0;
    }
    const options = command.parse(rest);
    const config = loadConfig(env);
    const embedded = !config.DATABASE_URL;
    await command.beforeDatabase?.(options, config);
    if (command.runAlone) return (await command.runAlone(options, config, (line) => output.out(line))) ?? 0;
    if (!command.run) throw new Error(`The command ${command.name} has nothing to run`);
    const run = command.run.bind(command);
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    try {
      const context: CommandContext = {
        database,
        secretKey: () => resolveSecretKey({ appSecretKey: config.APP_SECRET_KEY, dataDir: config.dataDir, embedded }),
        print: (line) => output.out(line),
      };
      return (await run(context, options)) ?? 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    output.err(error instanceof CliError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    return error instanceof CliError ? 2 : 1;
  }
}
