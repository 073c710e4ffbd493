import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '@/app';
import { BANNER_FIELD, logFormatFor } from './log-format';

/** Logs one banner line and one request-like line through the server's options; returns what was written. */
async function written(format: 'json' | 'pretty'): Promise<string> {
  const stream = new PassThrough();
  let output = '';
  stream.on('data', (chunk) => {
    output += chunk;
  });
  // As Fastify does with its logger options: the stream they name is where lines go.
  const options = loggerOptions('info', stream, format);
  const log = pino(options as pino.LoggerOptions, options.stream ?? stream);
  log
    .child({ [BANNER_FIELD]: ['Demo admin created', 'Password: Demo-secret-1'] })
    .warn('Demo admin created with password Demo-secret-1');
  log.info({ req: { method: 'GET', url: '/api/users/reset?token=abc', ip: '127.0.0.1' } }, 'incoming request');
  await new Promise((resolve) => setImmediate(resolve));
  return output;
}

describe('log format', () => {
  it('is readable only for a person at a terminal outside production', () => {
    expect(logFormatFor(true, {})).toBe('pretty');
    expect(logFormatFor(true, { NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormatFor(true, { NODE_ENV: 'production' })).toBe('json');
    expect(logFormatFor(false, {})).toBe('json');
    expect(logFormatFor(false, { NODE_ENV: 'production' })).toBe('json');
  });

  it('writes JSON lines with the demo admin on one plain line, without the banner', async () => {
    const lines = (await written('json')).trim().split('\n');
    expect(lines).toHaveLength(2);
    const [banner, request] = lines.map((line) => JSON.parse(line));
    expect(banner.msg).toBe('Demo admin created with password Demo-secret-1');
    expect(banner).not.toHaveProperty(BANNER_FIELD);
    expect(request.req.url).toBe('/api/users/reset?[redacted]');
  });

  it('draws the demo admin in a box on a terminal', async () => {
    const text = stripVTControlCharacters(await written('pretty'));
    expect(() => JSON.parse(text.split('\n')[0]!)).toThrow();
    expect(text).toMatch(/╭─+╮\n│ Demo admin created +│\n│ Password: Demo-secret-1 +│\n╰─+╯/);
    expect(text).not.toContain('Demo admin created with password');
    expect(text).toContain('incoming request');
  });
});
