/**
 * Opening and closing a till's session as the till's outbox sends them, days later maybe, and the
 * shop's sessions with the server's figures (POS_SALE, checked by the resolver's guard, in the
 * device's shop). Both writes are idempotent by the session's uuid: the stored fingerprint of what
 * was sent decides between a replay (the session again, for anyone who may act in its shop, so a
 * retry after a lost answer never fails) and another body under a used uuid (CONFLICT
 * pos.session_key_reused). A session opens under its own cashier only, like a sale.
 */
import { assertActor, assertCanActInShop } from '../../../core/access';
import { isUuid } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import { staffShopsOf, worksInShop } from '../../staff';
import { shopUuidOf } from '../devices/pos-device.service';
import { PosMessageKey, PosProblems, fieldRefusal, sessionKeyReused, sessionNotFound } from '../pos-problems';
import { POS_SESSIONS_MAX_LIMIT } from './pos-session.inputs';
import type { PosSessionView } from './pos-session.results';
import {
  closeSession,
  deviceOfSession,
  insertSession,
  sessionView,
  shopSessions,
  storedSession,
} from './pos-session.sql';
import { checkClose, checkOpen, closeFingerprint, openFingerprint } from './session-rules';
import type { CheckedOpen, CloseSessionRequest, OpenSessionRequest } from './session-rules';

export interface SessionsRequest {
  readonly shopUuid: string;
  readonly deviceUuid: string | null;
  readonly limit: number;
}

export class PosSessionService {
  async open(ctx: RequestContext, request: OpenSessionRequest): Promise<PosSessionView> {
    const actor = assertActor(ctx);
    const problems = new PosProblems();
    const open = checkOpen(request, actor.staffId, problems);
    problems.assertNone('The session cannot be opened');
    const fingerprint = openFingerprint(open);
    const replay = await this.replayedOpen(ctx, open.uuid, fingerprint);
    if (replay) return replay;
    const device = await deviceOfSession(ctx.em, open.deviceUuid);
    if (!device?.active) {
      throw fieldRefusal('deviceUuid', PosMessageKey.DEVICE_UNKNOWN, 'No active till has this uuid');
    }
    assertCanActInShop(ctx, device.shopUuid);
    // A colleague's session comes from a till of the shop when the cashier who opened it signed out
    // before it was sent (as their sales do, orders' sale-access.ts): it stays theirs. A refusal is a
    // field error, never FORBIDDEN: the till would take that for a sign-in problem and stop sending.
    if (open.cashierId !== actor.staffId.toLowerCase()) {
      const colleague = (await staffShopsOf(ctx.em, [open.cashierId])).get(open.cashierId);
      if (!worksInShop(colleague, device.shopUuid)) {
        throw fieldRefusal(
          'cashierId',
          PosMessageKey.CASHIER_NOT_IN_SHOP,
          "The session's cashier does not work in the till's shop",
        );
      }
    }
    const inserted = await insertSession(ctx.em, {
      ...open,
      shopUuid: device.shopUuid,
      fingerprint,
      receivedAt: ctx.now,
    });
    if (!inserted) return this.afterClash(ctx, open, fingerprint);
    return this.viewOf(ctx, open.uuid);
  }

  async close(ctx: RequestContext, request: CloseSessionRequest): Promise<PosSessionView> {
    const actor = assertActor(ctx);
    const problems = new PosProblems();
    const close = checkClose(request, problems);
    problems.assertNone('The session cannot be closed');
    const stored = await storedSession(ctx.em, close.uuid);
    if (!stored) throw sessionNotFound(close.uuid);
    assertCanActInShop(ctx, stored.shopUuid);
    const fingerprint = closeFingerprint(close);
    if (stored.closeFingerprint === null) {
      const closed = await closeSession(ctx.em, { ...close, fingerprint, staffId: actor.staffId });
      if (closed) return this.viewOf(ctx, close.uuid);
    }
    // Closed before (or by a racing send that just committed): the same close is answered again.
    const held = stored.closeFingerprint ?? (await storedSession(ctx.em, close.uuid))?.closeFingerprint;
    if (held !== fingerprint) throw sessionKeyReused();
    return this.viewOf(ctx, close.uuid);
  }

  async list(ctx: RequestContext, request: SessionsRequest): Promise<PosSessionView[]> {
    const shopUuid = shopUuidOf(request.shopUuid);
    const problems = new PosProblems();
    const deviceUuid = request.deviceUuid?.trim().toLowerCase() ?? null;
    if (deviceUuid !== null && !isUuid(deviceUuid)) {
      problems.add('deviceUuid', PosMessageKey.INVALID_INPUT, 'Must be a UUID');
    }
    if (!Number.isInteger(request.limit) || request.limit < 1 || request.limit > POS_SESSIONS_MAX_LIMIT) {
      problems.add(
        'limit',
        PosMessageKey.INVALID_INPUT,
        `A whole number from 1 to ${POS_SESSIONS_MAX_LIMIT}`,
      );
    }
    problems.assertNone();
    assertCanActInShop(ctx, shopUuid);
    return shopSessions(ctx.em, { shopUuid, deviceUuid, limit: request.limit });
  }

  /** The session already opened under this uuid, or null when there is none. */
  private async replayedOpen(
    ctx: RequestContext,
    uuid: string,
    fingerprint: string,
  ): Promise<PosSessionView | null> {
    const stored = await storedSession(ctx.em, uuid);
    if (!stored) return null;
    assertCanActInShop(ctx, stored.shopUuid);
    if (stored.openFingerprint !== fingerprint) throw sessionKeyReused();
    ctx.metrics.replayed('pos_session_open');
    return this.viewOf(ctx, uuid);
  }

  /** The insert found its uuid or its number held: a racing replay, a reused uuid or a number clash. */
  private async afterClash(
    ctx: RequestContext,
    open: CheckedOpen,
    fingerprint: string,
  ): Promise<PosSessionView> {
    const replay = await this.replayedOpen(ctx, open.uuid, fingerprint);
    if (replay) return replay;
    throw fieldRefusal(
      'number',
      PosMessageKey.SESSION_NUMBER_TAKEN,
      `Session ${open.number} of this till already exists under another uuid`,
    );
  }

  private async viewOf(ctx: RequestContext, uuid: string): Promise<PosSessionView> {
    const view = await sessionView(ctx.em, uuid);
    if (!view) throw sessionNotFound(uuid);
    return view;
  }
}
