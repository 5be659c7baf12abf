import { CODE_TTL_S } from '@/lib/constants';
import { compose, hello, type Mail } from './layout';

const minutes = CODE_TTL_S / 60;
const IGNORE =
  'Если вы не запрашивали код, просто проигнорируйте это письмо: без кода никто не сможет войти.';

export function loginCodeMail(code: string, name?: string | null): Mail {
  return compose(`Код для входа: ${code}`, hello(name), [
    { p: 'Ваш код для входа в личный кабинет «Витрины»:' },
    { code },
    { p: `Код действует ${minutes} минут и подходит для одного входа.` },
    { p: IGNORE },
  ]);
}

export function registrationCodeMail(code: string, name: string): Mail {
  return compose(`Код подтверждения регистрации: ${code}`, hello(name), [
    { p: 'Чтобы отправить заявку на регистрацию в «Витрине», введите этот код:' },
    { code },
    {
      p: `Код действует ${minutes} минут. После подтверждения заявку проверит менеджер — мы напишем, когда учётная запись будет активирована.`,
    },
    { p: IGNORE },
  ]);
}

export function restoreCodeMail(code: string, name?: string | null): Mail {
  return compose(`Восстановление доступа: код ${code}`, hello(name), [
    { p: 'Вы запросили восстановление пароля. Введите этот код в окне входа:' },
    { code },
    {
      p: `Код действует ${minutes} минут. После входа задайте новый пароль — он заменит прежний, а все другие входы будут завершены.`,
    },
    { p: IGNORE },
  ]);
}

/** Sent instead of a registration code when the address already has an account. */
export function alreadyRegisteredMail(siteOrigin: string, name?: string | null): Mail {
  return compose('Вы уже зарегистрированы в «Витрине»', hello(name), [
    {
      p: 'Кто-то (возможно, вы) пытался подать заявку на регистрацию с этим адресом, но учётная запись с ним уже есть.',
    },
    { p: 'Войдите по e-mail и коду или паролю. Если это были не вы, ничего делать не нужно.' },
    { link: ['Перейти в магазин', `${siteOrigin}/`] },
  ]);
}
