import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { machineInspector } from '../../app/machineInspector';
import { useLatest } from '../../app/useLatest';
import { useServices } from '../../app/customerServices';
import { paymentActors } from '../../machines/payment.actors';
import { paymentMachine } from '../../machines/payment.machine';
import { repeatLocation } from '../../machines/ticketing.repeat';

const successLocation = (orderUuid: string) => `/ticketing/success?uuid=${encodeURIComponent(orderUuid)}`;

/**
 * The payment chart of one order, with its calls, the wall clock and the router. It lives
 * as long as the screen: leaving stops it, and with it the polling and the QR image.
 */
export function usePaymentScreen(orderUuid: string) {
  const [, navigate] = useLocation();
  const latest = useLatest(navigate);
  const services = useServices();
  return useActorRef(
    paymentMachine.provide({
      actors: paymentActors(services, () => Date.now()),
      actions: {
        // Back from Success should not land on a payment already made.
        showSuccess: (_, { orderUuid: uuid }) => latest.current(successLocation(uuid), { replace: true }),
        buyAgain: (_, route) => latest.current(repeatLocation(route)),
      },
    }),
    { input: { orderUuid }, inspect: machineInspector() },
  );
}
