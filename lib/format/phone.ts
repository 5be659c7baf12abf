/** "+375291234567" → "+375 (29) 123-45-67", the form the phone field's mask shows; other shapes stay as given. */
export function formatPhone(phone: string): string {
  const by = /^\+375(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  if (by) return `+375 (${by[1]}) ${by[2]}-${by[3]}-${by[4]}`;
  const ru = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  if (ru) return `+7 (${ru[1]}) ${ru[2]}-${ru[3]}-${ru[4]}`;
  return phone;
}
