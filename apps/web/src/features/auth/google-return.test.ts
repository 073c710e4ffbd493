import { describe, expect, it } from 'vitest';
import { parseGoogleReturn } from './google-return';

const query = (values: Record<string, string>) => new URLSearchParams(values);

describe('the Google return on /login', () => {
  it('is nothing to handle on a plain visit', () => {
    expect(parseGoogleReturn(new URLSearchParams())).toEqual({ kind: 'none' });
  });

  it('reports a failure whatever the error text says', () => {
    expect(parseGoogleReturn(query({ error: '<b>anything</b>' }))).toEqual({ kind: 'failed' });
  });

  it('hands over the one-time code to exchange', () => {
    expect(parseGoogleReturn(query({ code: 'abc-123' }))).toEqual({ kind: 'code', code: 'abc-123' });
  });

  it('ignores a session planted in the address, as another site could link to one', () => {
    const planted = query({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig', user: '{"email":"x@y.ae","isCompleted":true}' });
    expect(parseGoogleReturn(planted)).toEqual({ kind: 'none' });
  });
});
