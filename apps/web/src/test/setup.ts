import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './api-server';

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
