// @vitest-environment jsdom
import { readCookie, writeCookie } from '@/lib/browser-cookie';

// Issue #15: document.cookie asks the browser's cookie store on every read; the islands read it
// dozens of times in one hydration task, so one read serves the rest of the task.
const getter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

function countReads() {
  const counter = { reads: 0 };
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      counter.reads++;
      return getter.get!.call(document) as string;
    },
    set(value: string) {
      getter.set!.call(document, value);
    },
  });
  return counter;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
});

describe('readCookie', () => {
  it('reads the browser’s cookies once for all reads of one task', async () => {
    await nextTask();
    writeCookie('vitrina_a=1; Path=/');
    writeCookie('vitrina_b=%D0%B4%D0%B0; Path=/');
    const counter = countReads();
    for (let i = 0; i < 50; i++) expect(readCookie('vitrina_a')).toBe('1');
    expect(readCookie('vitrina_b')).toBe('да');
    expect(readCookie('vitrina_none')).toBeUndefined();
    expect(counter.reads).toBe(1);
  });

  it('sees a cookie set outside it (a response, another tab) in the next task', async () => {
    writeCookie('vitrina_c=old; Path=/');
    expect(readCookie('vitrina_c')).toBe('old');
    getter.set!.call(document, 'vitrina_c=new; Path=/');
    await nextTask();
    expect(readCookie('vitrina_c')).toBe('new');
  });

  it('sees its own write at once', () => {
    expect(readCookie('vitrina_d')).toBeUndefined();
    writeCookie('vitrina_d=1; Path=/');
    expect(readCookie('vitrina_d')).toBe('1');
  });
});
