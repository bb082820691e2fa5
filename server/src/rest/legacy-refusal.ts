/**
 * Legacy screens read a failure from the body (`status: 'error'`, `success: false`, a message key)
 * as well as from the status, so some shims answer a refused request themselves instead of letting
 * the error handler do it. The status and the body's core are still the error handler's own.
 */
import type { Response } from 'express';
import { AppError } from '../core/errors';
import { httpStatusOf } from '../core/error-status';
import { noteAnsweredError, restErrorBody } from '../http/error-handler';

/**
 * Runs a shim's work; an AppError becomes {success:false, message, code, errors, ...its extensions} with
 * its own status, plus what `extra` adds for that error. Anything else goes on to the error handler.
 */
export async function answeringRefusals(
  res: Response,
  work: () => Promise<void>,
  extra: (error: AppError) => Record<string, unknown> = () => ({}),
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    noteAnsweredError(res, error.code);
    res.status(httpStatusOf(error.code)).json({ ...extra(error), ...restErrorBody(error) });
  }
}
