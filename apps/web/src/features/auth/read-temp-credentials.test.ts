import { afterEach, describe, expect, it } from 'vitest';
import { clearTempCredentials, saveTempCredentials } from '@/lib/temp-credentials';
import { readTempCredentials } from './read-temp-credentials';

describe('temporary credentials of an unfinished Google sign-up', () => {
  afterEach(() => localStorage.clear());

  it('reads back what was saved, with only the fields the profile form starts from', () => {
    saveTempCredentials({ token: 't1', user: { name: 'Mira', email: 'mira@example.com', phone: '', role: 'user' } });
    expect(readTempCredentials()).toEqual({
      token: 't1',
      user: { name: 'Mira', email: 'mira@example.com', phone: '' },
    });
    clearTempCredentials();
    expect(readTempCredentials()).toBeNull();
  });

  it('refuses what is not a stored user and starts a field empty where it is not text', () => {
    localStorage.setItem('temp_token', 't1');
    for (const raw of ['not json', '[1,2]', 'null', '"text"']) {
      localStorage.setItem('temp_user', raw);
      expect(readTempCredentials()).toBeNull();
    }
    localStorage.setItem('temp_user', JSON.stringify({ name: 7, email: null }));
    expect(readTempCredentials()).toEqual({ token: 't1', user: { name: '', email: '', phone: '' } });
  });
});
