import { DEMO_BUYER } from '@/demo/people';
import { createMailer } from '@/server/mail/mailer';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { startTestServer, type TestServer } from '../support/test-server';
import { mailsTo, requestCode } from './auth-support';

let api: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let release: () => void = () => undefined;
const held = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  // The SMTP server keeps every message waiting until the test releases it.
  smtp = await startSmtpCatcher({ hold: () => held });
  api = await startTestServer({
    products: 5,
    deps: {
      mailer: createMailer({ smtpUrl: smtp.url, from: 'Витрина <noreply@vitrina.by>', log: false }),
    },
  });
});
afterAll(async () => {
  release();
  await api.close();
  await smtp.close();
});

describe('code mail does not tell known addresses from unknown ones', () => {
  it('answers a known address before its mail is delivered, as it answers an unknown one', async () => {
    const known = await requestCode(api, DEMO_BUYER.email);
    const unknown = await requestCode(api, 'nobody-here@example.by');
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    // Answered while the SMTP server still holds the message: no round trip in the answer.
    expect(smtp.caught).toHaveLength(0);
    const [stored] = await mailsTo(api, DEMO_BUYER.email);
    expect(stored?.sentAt).toBeNull();
    expect(await mailsTo(api, 'nobody-here@example.by')).toHaveLength(0);

    release();
    await vi.waitFor(() => expect(smtp.caught.map((m) => m.to)).toEqual([[DEMO_BUYER.email]]));
    await vi.waitFor(async () =>
      expect((await mailsTo(api, DEMO_BUYER.email))[0]?.sentAt).toBeInstanceOf(Date),
    );
  });
});
