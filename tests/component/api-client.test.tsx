// @vitest-environment jsdom
import { HttpResponse } from 'msw';
import { callApi } from '@/lib/api/client';
import { configs } from '@/lib/api/endpoints/content';
import { sendCode } from '@/lib/api/endpoints/auth';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

describe('typed API client in the browser', () => {
  it('parses an answer by the contract', async () => {
    const list = await callApi(configs, {});
    expect(list.find((c) => c.name === 'SITE_NAME')?.value).toBe('Витрина');
  });

  it('rejects an answer that breaks the contract', async () => {
    mockServer.use(
      mockEndpoint(configs, () => HttpResponse.json([{ name: 'NOT_A_KEY', value: 1 }])),
    );
    await expect(callApi(configs, {})).rejects.toThrow();
  });

  it('carries the DRF body of a failure, messages joined per field (spec §8)', async () => {
    mockServer.use(
      mockEndpoint(sendCode, () =>
        HttpResponse.json(
          { email: ['Первое.', 'Второе.'], detail: 'Общая ошибка.' },
          { status: 400 },
        ),
      ),
    );
    const error = await callApi(sendCode, { body: { email: 'a@b.by' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const failure = error as ApiRequestError;
    expect(failure.status).toBe(400);
    expect(errorMessages(failure.body)).toEqual(['Первое. Второе.', 'Общая ошибка.']);
  });
});
