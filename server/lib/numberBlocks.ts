/**
 * Numbers from a database sequence, taken `size` at a time: one round trip per block instead
 * of one per number. They are as unique as the sequence's; within a process they come in
 * order; a block a process stops before using up leaves a gap, as a rolled-back nextval does.
 * Callers that find the block used up while it is being refilled wait for that one refill.
 */
export function numberBlocks(take: (count: number) => Promise<number[]>, size: number): () => Promise<number> {
  const spare: number[] = [];
  let refill: Promise<void> | null = null;
  return async function next(): Promise<number> {
    while (spare.length === 0) {
      refill ??= take(size)
        .then((numbers) => {
          spare.push(...numbers);
        })
        .finally(() => {
          refill = null;
        });
      await refill;
    }
    return spare.shift() as number;
  };
}
