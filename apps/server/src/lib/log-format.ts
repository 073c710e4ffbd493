import { styleText } from 'node:util';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/**
 * A child logger's field holding lines a person at the terminal must not miss (the demo admin's password).
 * Readable logs draw them in a box instead of the message; JSON logs drop the field and keep the message,
 * which says the same on one line.
 */
export const BANNER_FIELD = 'banner';

/**
 * Readable lines for a person at a terminal (`npm start`); JSON for everything else: production, and
 * output going to a file, a pipe or a log collector, which parse it.
 */
export function logFormatFor(isTTY = Boolean(process.stdout.isTTY), env: NodeJS.ProcessEnv = process.env): LogFormat {
  return isTTY && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** The lines in a coloured box, so that they stand out in a scrolling terminal. */
export function boxed(lines: string[], colour = true): string {
  const width = Math.max(...lines.map((line) => line.length));
  const paint = (text: string) => (colour ? styleText(['bold', 'yellow'], text) : text);
  return [
    paint(`╭${'─'.repeat(width + 2)}╮`),
    ...lines.map(
      (line) => `${paint('│')} ${colour ? styleText('bold', line.padEnd(width)) : line.padEnd(width)} ${paint('│')}`,
    ),
    paint(`╰${'─'.repeat(width + 2)}╯`),
  ].join('\n');
}

/** pino-pretty writing to `destination` synchronously, so lines keep their order with other output. */
export function prettyStream(destination: NodeJS.WritableStream = process.stdout, colour = true) {
  return pretty({
    destination,
    sync: true,
    colorize: colour,
    translateTime: 'SYS:HH:MM:ss',
    ignore: `pid,hostname,${BANNER_FIELD}`,
    messageFormat: (log, messageKey) => {
      const banner = log[BANNER_FIELD];
      if (Array.isArray(banner)) return `\n${boxed(banner.map(String), colour)}`;
      return String(log[messageKey] ?? '');
    },
  });
}
