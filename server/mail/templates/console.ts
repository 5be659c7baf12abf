import { CODE_TTL_S } from '@/lib/constants';
import { compose, hello, type Mail } from './layout';

/** Issue #14: letters the console sends on a manager's or an admin's action. */

/** The restore code of the sign-in flow, sent because a manager asked for it. */
export function managerRestoreMail(code: string, name?: string | null): Mail {
  return compose(`Восстановление доступа: код ${code}`, hello(name), [
    {
      p: 'Менеджер «Витрины» отправил вам код для восстановления доступа к личному кабинету. Введите его в окне входа (вход по коду):',
    },
    { code },
    {
      p: `Код действует ${CODE_TTL_S / 60} минут. После входа задайте новый пароль в разделе «Мои данные» — он заменит прежний.`,
    },
    { p: 'Если вы не просили восстановить доступ, просто проигнорируйте это письмо.' },
  ]);
}

/** A new staff account: no password is made up for it; the person signs in by a code. */
export function staffInviteMail(
  name: string,
  roleTitle: string,
  email: string,
  siteOrigin: string,
): Mail {
  return compose('Вам открыт доступ к консоли «Витрины»', hello(name), [
    { p: `Для вас создана учётная запись сотрудника магазина «Витрина» (${roleTitle}).` },
    {
      p: `Чтобы войти, откройте сайт, нажмите «Войти» и выберите вход по коду: код придёт на ${email}. После входа задайте пароль в разделе «Мои данные».`,
    },
    { link: ['Открыть консоль', `${siteOrigin}/manager/`] },
  ]);
}
