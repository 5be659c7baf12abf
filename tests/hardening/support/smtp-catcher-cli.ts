/** The SMTP catcher of the hardening server, as a process scripts/hardening.sh starts and stops. */
import { startSmtpCatcher } from '../../../e2e/support/smtp-catcher';
import { HARDENING_SMTP_PORT, hardeningMailFile } from './mail';

const stop = await startSmtpCatcher(HARDENING_SMTP_PORT, hardeningMailFile());
console.info(`SMTP-ловушка: порт ${HARDENING_SMTP_PORT}, письма в ${hardeningMailFile()}`);
const quit = () => void stop().then(() => process.exit(0));
process.on('SIGTERM', quit);
process.on('SIGINT', quit);
