import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { resolveSecretKey } from '../lib/secrets';
import { COMMANDS, usage, type CommandContext } from './commands';
import { CliError } from './args';

/** `npm run cli -- <command> [options]`: database and account chores from the terminal. */
async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(usage());
    return name ? 0 : 1;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new CliError(`Ukjent kommando «${name}».\n\n${usage()}`);
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(command.help);
    return 0;
  }
  const options = command.parse(rest);
  const config = loadConfig();
  const embedded = !config.DATABASE_URL;
  await command.beforeDatabase?.(options, config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const context: CommandContext = {
      database,
      secretKey: () => resolveSecretKey({ appSecretKey: config.APP_SECRET_KEY, dataDir: config.dataDir, embedded }),
      print: (line) => console.log(line),
    };
    await command.run(context, options);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exit(error instanceof CliError ? 2 : 1);
  },
);
