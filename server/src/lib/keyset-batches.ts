/** Rows newest first in batches of `size`: each batch asks for ids below the last one seen (an index range, so
 * batch 20 costs what batch 1 does, unlike an offset). */
export async function* keysetBatches<T>(
  read: (belowId: number | undefined, size: number) => Promise<T[]>,
  idOf: (row: T) => number,
  size = 500,
): AsyncGenerator<T[]> {
  let below: number | undefined;
  for (;;) {
    const rows = await read(below, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    below = idOf(rows[rows.length - 1]!);
  }
}

/** Each batch mapped to its answer rows. */
export async function* mapBatches<T, R>(
  batches: AsyncIterable<T[]>,
  map: (row: T) => R,
): AsyncGenerator<R[]> {
  for await (const batch of batches) yield batch.map(map);
}
