import { formatCountdown } from '@/features/auth/use-countdown';
import { registrationFormSchema, toRegistrationBody } from '@/features/auth/form-schemas';
import { splitPhone } from '@/components/form/phone-field';
import { passwordProblem } from '@/server/auth/password-policy';
import { hashCode } from '@/server/auth/codes';
import { TtlCache } from '@/server/companies/cache';
import { initials } from '@/server/account/personal';
import { applicationReceivedMail, accountRejectedMail } from '@/server/mail/templates/accounts';
import { TEXT_UNP_FORMAT } from '@/lib/api/contract/company-numbers';
import { loginCodeMail } from '@/server/mail/templates/codes';

describe('auth pure logic', () => {
  it('formats the countdown as mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
  });

  it('builds initials from first and last name, uppercased (spec §3)', () => {
    expect(initials('андрей', 'соколов')).toBe('АС');
    expect(initials('Игорь', null)).toBe('И');
    expect(initials(null, null)).toBe('');
  });

  it('splits a phone into country code and masked number', () => {
    expect(splitPhone('+375 (29) 123-45-67')).toEqual(['+375', '(29) 123-45-67']);
    expect(splitPhone('+7 (912) 345-67-89')).toEqual(['+7', '(912) 345-67-89']);
    expect(splitPhone('')).toEqual(['+375', '']);
  });

  it('refuses common, one-character and address-like passwords and lets good ones through', () => {
    expect(passwordProblem('Qwerty123')).toMatch(/распространён/);
    expect(passwordProblem('aaaaaaaaaa')).toMatch(/повторяющегося/);
    expect(passwordProblem('ivan.petrov', 'ivan.petrov@example.by')).toMatch(/электронной почты/);
    expect(passwordProblem('Krovlya-Minsk-77', 'ivan@example.by')).toBeNull();
  });

  it('keys code hashes by secret and address', () => {
    const a = hashCode('12345678', 'a@b.by', 'secret-one');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('12345678', 'a@b.by', 'secret-two')).not.toBe(a);
    expect(hashCode('12345678', 'c@b.by', 'secret-one')).not.toBe(a);
  });

  it('forgets cache entries after their time and keeps within its size', () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<number>(1000, 2);
      cache.set('a', 1);
      cache.set('b', 2);
      cache.set('c', 3);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('c')).toBe(3);
      vi.advanceTimersByTime(1001);
      expect(cache.get('c')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns the form into the registration call: ИНН or УНП only for a picked company', () => {
    const schema = registrationFormSchema(true);
    const base = {
      first_name: 'Олег',
      organization: 'ООО «Вектор-М»',
      email: 'Oleg@Vector.ru',
      phone: '+7 (912) 345-67-89',
      company_picked: true,
      tax_kind: 'inn' as const,
      tax_id: '7726123453',
      policy_accepted: true,
    };
    expect(toRegistrationBody(schema.parse(base))).toEqual({
      first_name: 'Олег',
      organization: 'ООО «Вектор-М»',
      email: 'oleg@vector.ru',
      phone: '+79123456789',
      company_picked: true,
      inn: '7726123453',
      is_registration: true,
      policy_accepted: true,
    });
    expect(toRegistrationBody(schema.parse({ ...base, company_picked: false }))).not.toHaveProperty(
      'inn',
    );
    const wrong = schema.safeParse({ ...base, tax_kind: 'unp', tax_id: '123' });
    expect(wrong.error?.issues[0]?.message).toBe(TEXT_UNP_FORMAT);
  });

  it('escapes what applicants typed in the HTML of e-mails', () => {
    const mail = applicationReceivedMail(
      {
        id: 5,
        first_name: '<script>x</script>',
        organization: 'ООО "Рога & Копыта"',
        email: 'a@b.by',
        phone: '+375291234567',
        unp: '190000005',
      },
      'https://vitrina.by',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('Рога &amp; Копыта');
    expect(mail.text).toContain('https://vitrina.by/manager/applications/5/');
    expect(accountRejectedMail('Игорь', 'Нет УНП', '+375 17 388-12-34').text).toContain(
      'Причина: Нет УНП',
    );
  });

  it('puts the code in the text and the subject of the code e-mail', () => {
    const mail = loginCodeMail('04829157', 'Андрей');
    expect(mail.subject).toBe('Код для входа: 04829157');
    expect(mail.text).toContain('04829157');
    expect(mail.text).toContain('10 минут');
  });
});
