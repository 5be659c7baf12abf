import { compose, hello, type Block, type Mail } from './layout';

interface ApplicationSummary {
  id: number;
  first_name: string;
  organization: string;
  email: string;
  phone: string;
  inn?: string | null;
  unp?: string | null;
}

/** To every manager: a new application waits for a decision. */
export function applicationReceivedMail(a: ApplicationSummary, siteOrigin: string): Mail {
  const rows: [string, string][] = [
    ['Имя', a.first_name],
    ['Организация', a.organization],
    ['E-mail', a.email],
    ['Телефон', a.phone],
  ];
  if (a.unp) rows.push(['УНП', a.unp]);
  if (a.inn) rows.push(['ИНН', a.inn]);
  return compose(`Новая заявка на регистрацию: ${a.organization}`, 'Здравствуйте!', [
    {
      p: 'Поступила новая заявка на регистрацию оптового покупателя. Проверьте данные и активируйте учётную запись или отклоните заявку.',
    },
    { rows },
    { link: ['Открыть заявку', `${siteOrigin}/manager/applications/${a.id}/`] },
  ]);
}

export function accountActivatedMail(name: string, siteOrigin: string): Mail {
  return compose('Ваша учётная запись активирована', hello(name), [
    {
      p: 'Менеджер проверил вашу заявку и активировал учётную запись в «Витрине». Теперь вы можете оформлять заказы.',
    },
    {
      p: 'Войдите на сайте по e-mail и коду из письма. Пароль можно задать в разделе «Мои данные».',
    },
    { link: ['Перейти в магазин', `${siteOrigin}/`] },
  ]);
}

export function accountRejectedMail(name: string, reason: string, contact?: string | null): Mail {
  const blocks: Block[] = [
    { p: 'К сожалению, менеджер отклонил вашу заявку на регистрацию в «Витрине».' },
    { rows: [['Причина', reason]] },
  ];
  blocks.push({
    p: contact
      ? `Если у вас есть вопросы, свяжитесь с нами: ${contact}.`
      : 'Если у вас есть вопросы, ответьте на это письмо.',
  });
  return compose('Заявка на регистрацию отклонена', hello(name), blocks);
}
