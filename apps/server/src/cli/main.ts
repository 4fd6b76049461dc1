import { runCli } from './run';

/** `npm run cli -- <command> [options]`: database and account chores from the terminal. */
process.exit(await runCli(process.argv.slice(2)));
