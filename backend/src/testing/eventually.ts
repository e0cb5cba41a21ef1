/** Waits until `condition` holds (checked every `everyMs`), or fails naming `what` after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  {
    timeoutMs = 5000,
    what = 'condition',
    everyMs = 10,
  }: { timeoutMs?: number; what?: string; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
