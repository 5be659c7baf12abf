/** Spec §8: a failure body shown as a list of messages. */
export function FormErrors({
  messages,
  className,
  id,
}: {
  messages: string[];
  className?: string;
  id?: string;
}) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className={className} role="alert">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}
