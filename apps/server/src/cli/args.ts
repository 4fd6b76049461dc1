import { parseArgs } from 'node:util';
import { z } from 'zod';

/** A mistake in how the command was called: printed as is, exit code 2. */
export class CliError extends Error {}

/** Parses `--name value` options strictly and validates them with a zod schema. */
export function parseOptions<T extends z.ZodType>(
  args: string[],
  spec: Record<string, { type: 'string' | 'boolean' }>,
  schema: T,
  help: string,
): z.infer<T> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args, options: spec, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${help}`);
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  --${i.path.join('.') || '?'}: ${i.message}`);
    throw new CliError(`Ugyldige argumenter:\n${lines.join('\n')}\n\n${help}`);
  }
  return parsed.data;
}
