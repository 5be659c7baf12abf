/**
 * npm run exchange:replay -- --url http://localhost:3000/api/1c/exchange/ --user 1c@vitrina.by
 *   --password '…' --dir ./commerceml [--orders out.xml]
 */
import { parseArgs } from 'node:util';
import { replay } from './replay';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000/api/1c/exchange/' },
    user: { type: 'string' },
    password: { type: 'string' },
    dir: { type: 'string' },
    orders: { type: 'string' },
  },
});

if (!values.user || !values.password || (!values.dir && !values.orders)) {
  console.error(
    'Использование: npm run exchange:replay -- --url <адрес обмена> --user <e-mail> --password <пароль> --dir <папка с XML> [--orders <файл.xml>]',
  );
  process.exitCode = 1;
} else {
  replay({
    url: values.url,
    user: values.user,
    password: values.password,
    dir: values.dir,
    orders: values.orders,
  }).then(
    () => console.info('Обмен завершён.'),
    (error: unknown) => {
      console.error('Обмен не удался:', error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
