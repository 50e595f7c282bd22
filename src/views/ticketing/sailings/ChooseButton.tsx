import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { TicketingEvent } from '../../../machines/ticketing.machine';
import type { TicketingActor } from '../ticketingActor';

/** Enabled when the chart would take the event (a sold-out cabin cannot be chosen). */
export function ChooseButton({ actor, event, label, chosen }: { actor: TicketingActor; event: TicketingEvent; label: string; chosen: boolean }) {
  const allowed = useSelector(actor, (snapshot) => snapshot.can(event));
  return (
    <Button
      type="button"
      size="small"
      className="sailing-cabin__choose"
      label={label}
      icon={chosen ? 'pi pi-check' : undefined}
      outlined={!chosen}
      disabled={!allowed}
      onClick={() => actor.send(event)}
    />
  );
}
