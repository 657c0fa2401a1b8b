/**
 * Who wrote a message, for screen readers: on screen that is told by the bubble's side and colour
 * (and the avatar, which is hidden from them), so without this a one-to-one chat reads as one voice.
 */
export function SaidBy({ name, mine }: { name: string; mine: boolean }) {
  return <p className="sr-only">{mine ? 'You said:' : `${name} said:`}</p>;
}
