/**
 * Runs the sweep of unconfirmed web orders when the server starts and then every `everySeconds`
 * (ORDER_EXPIRY_SWEEP_SECONDS; 0 turns it off). One pass at a time per instance: a pass still
 * running when the next is due makes that one skip. A failed pass is logged and the next one tries
 * again (the sweep is idempotent).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../../core/logger';
import type { Clock } from '../../../core/clock';
import type { StockLedger } from '../../stock';
import { OrderReadsService } from '../admin/order-reads.service';
import { OrderTransitionsService } from '../admin/order-transitions.service';
import { OrderWriter } from '../placement/order-writer';
import { UnconfirmedOrderSweep } from './unconfirmed-order-sweep';

export interface SweepTimerOptions {
  readonly orm: MikroORM;
  readonly ledger: StockLedger;
  readonly clock: Clock;
  readonly everySeconds: number;
  readonly log: Logger;
}

/** Starts the sweeps; the function returned stops them and resolves once a running pass ended. */
export function startUnconfirmedOrderSweeps(options: SweepTimerOptions): () => Promise<void> {
  if (options.everySeconds === 0) return () => Promise.resolve();
  const transitions = new OrderTransitionsService(options.ledger, new OrderWriter(), new OrderReadsService());
  const sweep = new UnconfirmedOrderSweep(transitions, { clock: options.clock });
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = sweep
      .run(options.orm.em.fork())
      .then((cancelled) => {
        if (cancelled > 0) options.log.info({ cancelled }, 'Cancelled web orders nobody confirmed in time');
      })
      .catch((error: unknown) => {
        options.log.warn({ err: error }, 'The sweep of unconfirmed web orders failed; the next one retries');
      })
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = setInterval(pass, options.everySeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
