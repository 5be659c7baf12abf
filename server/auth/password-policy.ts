import { COMMON_PASSWORDS } from './common-passwords';

/** Russian reason the password is refused, or null when it may be used. */
export function passwordProblem(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'Этот пароль слишком распространён. Придумайте другой.';
  if (/^(.)\1+$/.test(password))
    return 'Пароль не должен состоять из одного повторяющегося символа.';
  const local = email?.split('@')[0]?.toLowerCase();
  if (email && (lower === email.toLowerCase() || lower === local)) {
    return 'Пароль не должен совпадать с адресом электронной почты.';
  }
  return null;
}
