const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Minsk',
});
/** Times of the shop's own city, whatever the server's zone: "22.11.2026, 14:05". */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
