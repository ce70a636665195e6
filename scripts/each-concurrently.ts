/**
 * Runs `work` on every item, at most `limit` at a time, each worker taking the next item as soon as
 * its last is done: for build steps whose items wait on Node's thread pool (compression, image
 * rendering), so that every core has one to work on without every item starting at once.
 */
export async function eachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}
