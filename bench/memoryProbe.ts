/**
 * Loaded into a server started by `memory.ts` (`node --expose-gc --import tsx --import
 * ./bench/memoryProbe.ts backend/src/main.ts`): answers `{ type: 'memory' }` over IPC with the
 * process's memory after two full collections. Nothing else: node built-ins only, so the probe
 * itself weighs next to nothing in what it measures.
 */
const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (request: { type?: string }) => {
  if (request?.type !== 'memory') return;
  collect?.();
  collect?.();
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.send?.({
    type: 'memory',
    rss,
    heapTotal,
    heapUsed,
    external,
    arrayBuffers,
    gc: collect !== undefined,
  });
});
// The IPC channel must not keep a server that stops on its own alive.
process.channel?.unref();
