/** Web orders nobody confirmed in time: the system's sweep and the timer that runs it. */
export { SWEEP_BATCH_SIZE, UnconfirmedOrderSweep } from './unconfirmed-order-sweep';
export type { SweepOptions } from './unconfirmed-order-sweep';
export { startUnconfirmedOrderSweeps } from './sweep-timer';
export type { SweepTimerOptions } from './sweep-timer';
