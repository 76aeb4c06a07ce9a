import { dayLabel, slotValue, timeLabel, zoneName } from '@/definitions/booking';
import { slotsByDay, type Slot } from '@/definitions/booking-availability';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';

export interface SlotListProps {
  slots: readonly Slot[];
  /** The slot value chosen, checked in the list. */
  chosen: string;
  onChoose: (value: string) => void;
  disabled?: boolean;
}

/**
 * The free slots as radio buttons, a fieldset for each day: the same
 * markup the server puts into the page for a browser without JavaScript
 * (pb_hooks/lib/booking-page.js), drawn live from the slots the island holds.
 */
export function SlotList({ slots, chosen, onChoose, disabled = false }: SlotListProps) {
  const days = slotsByDay(slots);
  if (days.length === 0) {
    return (
      <p data-no-slots="">
        There are no free times just now.{' '}
        <Link href={paths.contact.href({ call: true })}>Send us a message</Link> and we will find one.
      </p>
    );
  }
  return days.map((day) => (
    <fieldset key={day.date} data-day={day.date}>
      <legend>{dayLabel(day.date)}</legend>
      {day.slots.map((slot) => {
        const value = slotValue(slot.start);
        // The hour the clocks go back holds each time twice: the zone tells them apart.
        const twice = day.slots.some(
          (other) => other !== slot && timeLabel(other.start) === timeLabel(slot.start),
        );
        return (
          <label key={value}>
            <input
              type="radio"
              name="slot"
              value={value}
              required
              checked={chosen === value}
              disabled={disabled}
              onChange={() => onChoose(value)}
            />
            <span>{timeLabel(slot.start) + (twice ? ` ${zoneName(slot.start)}` : '')}</span>
          </label>
        );
      })}
    </fieldset>
  ));
}
