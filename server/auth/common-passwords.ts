/**
 * Passwords that lead every leaked-password list (and their Russian-keyboard favourites),
 * compared in lower case. Long enough to stop the guesses an attacker tries first.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000',
  '88888888', '99999999', '12341234', '11223344', '12121212', '123123123', '147258369',
  '123qweasd', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'qwertyui', 'qwertyuiop',
  'qwerty123', 'qwerty12', 'qwe123qwe', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'password',
  'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'sunshine',
  'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'superman', 'starwars',
  'trustno1', 'whatever', 'computer', 'internet', 'letmein1', 'master123', 'michael1',
  'dragon123', 'monkey123', 'abc12345', 'abcd1234', 'aa123456', 'a1234567', 'q1w2e3r4',
  'q1w2e3r4t5', 'admin123', 'administrator', 'changeme', 'default1', 'secret123',
  'samsung1', 'google123', 'minecraft', 'pokemon1', 'jennifer', 'michelle', 'charlie1',
  'ytrewq123', 'йцукенгш', 'йцукенгшщз', 'фывапролд', 'пароль123', 'парольпароль',
  'gfhjkm123', 'gfhjkmgfhjkm', 'ghbdtn123', 'qazwsxedc', 'qazwsxedcrfv', '1qazxsw2',
  'marina123', 'natasha1', 'vitrina1', 'vitrina123', 'vitrina2026', 'belarus1', 'minsk123',
  'russia123', 'moscow123', 'zxcvbnm123', '11112222', '12344321', '55555555', '77777777',
]);
