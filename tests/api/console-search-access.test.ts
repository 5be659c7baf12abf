import { call } from './console-support';
import { PATH, synonymSuite } from './console-search-helpers';

const { api, who, create, remove } = synonymSuite();

describe('synonym groups: access', () => {
  it('a guest gets 401 and a buyer 403 on every call', async () => {
    const calls: [string, string][] = [
      ['GET', PATH],
      ['POST', PATH],
      ['PUT', `${PATH}1/`],
      ['DELETE', `${PATH}1/`],
    ];
    for (const [method, path] of calls) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(api, null, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(api, who.buyer, method, path, body)).status, `${method} ${path}`).toBe(
        403,
      );
    }
  });

  it('an admin may edit them too', async () => {
    const res = await create({ terms: ['админка', 'администрирование'] }, who.admin);
    expect(res.status).toBe(201);
    expect((await remove(res.body.id)).status).toBe(200);
  });
});
