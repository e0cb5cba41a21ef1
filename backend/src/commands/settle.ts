import type { AllPosition } from '@rodada/events';

/**
 * Read-your-writes: waits (bounded) until the projections have passed the position a command
 * appended at, so the next read shows it. Null (nothing appended) returns at once.
 */
export type Settle = (position: AllPosition | null) => Promise<void>;
