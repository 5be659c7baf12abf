import { EventEmitter } from 'node:events';
import { logSlowRequest } from '../../scripts/serve-slow-log.mjs';

/** Enough of a response for the logger: it waits for 'close' and reads how the answer ended. */
function fakeExchange(statusCode: number, finished: boolean) {
  const req = { method: 'GET', url: '/catalog/kirpich/?page=2' };
  const res = Object.assign(new EventEmitter(), { statusCode, writableFinished: finished });
  return { req, res };
}

describe('the server logs its slow requests', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1000;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names a request answered after two seconds, with its status and time', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { req, res } = fakeExchange(200, true);
    logSlowRequest(req, res, now);
    clock += 2345;
    res.emit('close');
    expect(error).toHaveBeenCalledWith('[slow] GET /catalog/kirpich/?page=2 → 200 за 2345 мс');
  });

  it('says the client left when the answer never finished', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { req, res } = fakeExchange(200, false);
    logSlowRequest(req, res, now);
    clock += 10_000;
    res.emit('close');
    expect(error).toHaveBeenCalledWith(
      '[slow] GET /catalog/kirpich/?page=2 → клиент ушёл за 10000 мс',
    );
  });

  it('keeps quiet about a request answered in time', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { req, res } = fakeExchange(200, true);
    logSlowRequest(req, res, now);
    clock += 1999;
    res.emit('close');
    expect(error).not.toHaveBeenCalled();
  });
});
