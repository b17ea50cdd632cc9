import type { AdminPlayerDetail } from '../../src/contract/admin-players';
import { formatUsdt } from '../../src/contract/money';
import { listOrders } from '../game/order-repository';
import { toOrderDetails } from '../game/views';
import { ApiError } from '../http/api-error';
import { listCircles } from '../referrals/circle-repository';
import { blockedCountries, disagreements, findSignals, signalLog, type FlagClearance } from '../verification/jurisdiction-signals';
import { readPlayerProtection } from '../verification/player-protection';
import { findVerification, verificationHistory } from '../verification/verification-repository';
import type { AdminDeps } from './admin-deps';
import { findPlayerBasics, invitedBy, latestStatement, playerDeposits, playerNotes } from './player-repository';
import { playerWithdrawals } from './withdrawal-queue-repository';

const RECENT = 50;

/** Everything support looks at about one player, read in one transaction (one consistent view). */
export async function playerDetail(deps: AdminDeps, userId: number): Promise<AdminPlayerDetail> {
  return deps.db.transaction(async (tx) => {
    const basics = await findPlayerBasics(tx, userId);
    if (!basics) throw new ApiError(404, 'player_not_found', `No player ${userId}`);
    const referrer = basics.referrerId === null ? null : await findPlayerBasics(tx, basics.referrerId);
    const { session: _session, currentTermsVersion: _current, ...protection } = await readPlayerProtection(tx, deps.config, userId, deps.clock());
    const dualAbove = deps.config.payments?.withdrawDualApprovalAboveMicro ?? 0n;
    return {
      player: { ...basics.row, languageCode: basics.languageCode as AdminPlayerDetail['player']['languageCode'], depositMemo: basics.depositMemo, boundAddress: basics.boundAddress },
      balance: basics.row.balance,
      statement: await latestStatement(tx, userId, 100),
      orders: (await listOrders(tx, userId, 0, RECENT)).map(toOrderDetails),
      deposits: await playerDeposits(tx, userId, RECENT),
      withdrawals: await playerWithdrawals(tx, userId, dualAbove, RECENT),
      referrals: {
        referrer: referrer ? { id: referrer.row.id, name: referrer.row.name } : null,
        invited: await invitedBy(tx, userId, 100),
        circles: (await listCircles(tx, userId, 20)).map((c) => ({ circleId: c.circleId, earnFromChild: formatUsdt(c.earnFromChildMicro), isWithdrawn: c.isWithdrawn, referrals: c.referrals })),
      },
      protection,
      notes: await playerNotes(tx, userId),
      verification: {
        tier: (await findVerification(tx, userId)).tier,
        signals: await findSignals(tx, userId),
        history: (await verificationHistory(tx, userId)).map((line) => ({ ...line, at: line.at.toISOString() })),
        signalLog: (await signalLog(tx, userId)).map((line) => ({ ...line, at: line.at.toISOString() })),
        disagreements: (await disagreements(tx, userId)).map(({ cleared, ...line }) => ({ ...line, at: line.at.toISOString(), cleared: clearanceView(cleared) })),
        blocked: (await blockedCountries(tx, userId)).map(({ cleared, ...line }) => ({ ...line, at: line.at.toISOString(), cleared: clearanceView(cleared) })),
      },
    };
  });
}

const clearanceView = (cleared: FlagClearance | null) => cleared && { by: cleared.by, reason: cleared.reason, at: cleared.at.toISOString() };
