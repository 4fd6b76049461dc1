import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import PinoPretty from 'pino-pretty';
import type { Config } from '../config';

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** A failed statement's error names its bound parameters ("params: …"): they may be personal data or secrets. */
const withoutParameters = (text: string) => text.replace(/\nparams: .*$/gm, '');

/** An error as logged: type, message, stack and code, never the statement's parameters. */
export function serialiseError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code } = error as { code?: unknown };
  return {
    type: error.constructor.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serialiseError(error.cause, depth + 1) } : {}),
  };
}

/**
 * The logger: JSON lines in production; in development, or at a terminal, one readable line per
 * entry. The session header, passwords and identity numbers are never written.
 */
export function loggerOptions(level: Config['LOG_LEVEL'], readable: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.body.password', 'req.body.user.userPassword', 'req.body.user.nationalId'],
    serializers: { err: serialiseError },
    ...(readable
      ? {
          stream: PinoPretty({
            colorize: process.stdout.isTTY,
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime',
            singleLine: true,
            // Written at once, so that the start banner comes after the log lines before it.
            sync: true,
          }),
        }
      : {}),
  };
}

/** One line per answered request (method, URL, status, time) instead of Fastify's two. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const { method, url } = request;
    const line = { method, url, statusCode: reply.statusCode, responseTime };
    const message = `${method} ${url} ${reply.statusCode} ${responseTime} ms`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else reply.log.info(line, message);
  }
}
