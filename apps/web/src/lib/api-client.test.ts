import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '@/test/api-server';
import { ApiError, api, NetworkError, serverMessage } from './api-client';
import { libText } from './lib-messages';

describe('a request that never reaches the server (issue 27)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the browser is offline, in the salon words, instead of "Failed to fetch"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    apiServer.use(http.get('*/api/services', () => HttpResponse.error()));
    const failure = await api.get('/services').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).online).toBe(false);
    expect((failure as Error).message).toBe(libText.networkOffline());
    expect(serverMessage(failure, 'Failed to load services')).toBe(libText.networkOffline());
  });

  it('says the salon could not be reached when the browser thinks it is online', async () => {
    apiServer.use(http.get('*/api/services', () => HttpResponse.error()));
    const failure = await api.get('/services').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as Error).message).toBe(libText.networkUnreachable());
  });
});

describe("the server's refusal", () => {
  it('carries its message, field errors and code', async () => {
    apiServer.use(
      http.post('*/api/services', () =>
        HttpResponse.json({ message: 'That file is not a picture', code: 'IMAGE_TYPE' }, { status: 400 }),
      ),
    );
    const failure = await api.post('/services', {}, { toastOnError: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'IMAGE_TYPE', message: 'That file is not a picture' });
    expect(serverMessage(failure, 'Failed to create service. Please try again.')).toBe('That file is not a picture');
  });
});
