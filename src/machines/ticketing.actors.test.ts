import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { OrderRequest, OrderView } from '../domain/ticketing/order';
import { createTicketingActors, submitKeys, type TicketingServices } from './ticketing.actors';

/** A submit body; only its identity matters here. */
const request = (contactName: string, submit = true) => ({ submit, contactName }) as unknown as OrderRequest;

function recording(answers: (() => Promise<OrderView>)[]) {
  const calls: { request: OrderRequest; key: string | undefined }[] = [];
  const services = {
    saveOrder: (req: OrderRequest, options?: { idempotencyKey?: string }) => {
      calls.push({ request: req, key: options?.idempotencyKey });
      return answers.shift()!();
    },
  } as unknown as TicketingServices;
  let n = 0;
  const actors = createTicketingActors(
    services,
    submitKeys(() => `key-${++n}`),
  );
  const submit = (input: OrderRequest) => toPromise(createActor(actors.submitOrder, { input }).start());
  return { calls, submit };
}

const lost = () => Promise.reject(new Error('no answer'));
const made = () => Promise.resolve({ uuid: 'o1' } as OrderView);

describe('submitOrder: the Idempotency-Key of a submit attempt', () => {
  it('sends the same key again when the same order is retried after a lost answer, and a new one after it went through', async () => {
    const { calls, submit } = recording([lost, made, made]);
    await expect(submit(request('王'))).rejects.toThrow('no answer');
    await submit(request('王'));
    await submit(request('王'));
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('makes a new key when the order changed between tries, and sends none for a draft', async () => {
    const { calls, submit } = recording([lost, made, made]);
    await expect(submit(request('王'))).rejects.toThrow();
    await submit(request('李'));
    await submit(request('李', false));
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-2', undefined]);
  });
});
