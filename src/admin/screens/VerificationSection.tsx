/**
 * A player's verification on their page: the tier, the signals (flagged or not, with an admin's
 * clearing of the flag and its reason), each blocked country that refused them and each
 * disagreement, once, with the clearing that closed it,
 * the signals' history, the tier's history, and an admin's tier decision with its reason.
 */
import { useState, type FormEvent } from 'react';
import type { OperatorRole } from '../../contract/admin';
import { roleAllows } from '../../contract/admin';
import type { AdminPlayerDetail } from '../../contract/admin-players';
import { VERIFICATION_TIERS, type VerificationTier } from '../../contract/verification';
import { useClearFlag, useSetTier } from '../api/compliance';
import { MutationMessage } from '../components/MutationMessage';
import { complianceTexts as t } from '../shared/compliance-texts';
import { when } from '../shared/format';
import { texts } from '../shared/texts';

/** Each disagreement (the countries, the signals as they were, when), then each new country a signal showed. */
function SignalTables({ verification }: { verification: AdminPlayerDetail['verification'] }) {
  const { disagreements, blocked, signalLog } = verification;
  return (
    <>
      {blocked.length === 0 ? null : (
        <div className="table-scroll">
          <table aria-label={t.blockedTable}>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.country}</th>
                <th scope="col">{t.refused}</th>
                <th scope="col">{t.cleared}</th>
              </tr>
            </thead>
            <tbody>
              {blocked.map((line) => (
                <tr key={line.country}>
                  <td>{when(line.at)}</td>
                  <td>{line.country}</td>
                  <td>{t.actions[line.action]}</td>
                  <td>{line.cleared ? t.clearedBy(when(line.cleared.at), line.cleared.by.name, line.cleared.reason) : t.open}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {disagreements.length === 0 ? null : (
        <div className="table-scroll">
          <table aria-label={t.disagreements}>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.countries}</th>
                <th scope="col">{t.ip}</th>
                <th scope="col">{t.residence}</th>
                <th scope="col">{t.phone}</th>
                <th scope="col">{t.cleared}</th>
              </tr>
            </thead>
            <tbody>
              {disagreements.map((line) => (
                <tr key={line.countries.join()}>
                  <td>{when(line.at)}</td>
                  <td>{line.countries.join(' ≠ ')}</td>
                  <td>{line.ip ?? t.unknown}</td>
                  <td>{line.residence ?? t.unknown}</td>
                  <td>{line.phone ?? t.unknown}</td>
                  <td>{line.cleared ? t.clearedBy(when(line.cleared.at), line.cleared.by.name, line.cleared.reason) : t.open}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {signalLog.length === 0 ? null : (
        <div className="table-scroll">
          <table aria-label={t.signalLog}>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.signal}</th>
                <th scope="col">{t.country}</th>
              </tr>
            </thead>
            <tbody>
              {signalLog.map((line) => (
                <tr key={`${line.at}-${line.kind}-${line.country}`}>
                  <td>{when(line.at)}</td>
                  <td>{t.signalKinds[line.kind]}</td>
                  <td>{line.country}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** An admin clears the flag with a written reason; the button waits for the answer and stays off once cleared, and a retry reuses the submission's key. */
function ClearFlagForm({ playerId, allowed }: { playerId: number; allowed: boolean }) {
  const [reason, setReason] = useState('');
  const clearFlag = useClearFlag(playerId);
  function submit(event: FormEvent) {
    event.preventDefault();
    // Cleared once is done: the button stays off until the page shows the clearing (a second tap
    // after the answer would be a new submission, refused as not flagged).
    if (!reason.trim() || clearFlag.isPending || clearFlag.isSuccess) return;
    clearFlag.mutate({ reason: reason.trim() });
  }
  return (
    <form onSubmit={submit} className="stack-form" aria-labelledby="flag-clear">
      <h3 id="flag-clear">{t.clearFlag}</h3>
      <label htmlFor="flag-clear-reason">{t.clearWhy}</label>
      <textarea id="flag-clear-reason" value={reason} onChange={(event) => setReason(event.target.value)} disabled={!allowed} rows={2} maxLength={500} required />
      <button type="submit" disabled={!allowed || clearFlag.isPending || clearFlag.isSuccess} title={allowed ? undefined : t.clearAdminOnly}>
        {t.clearFlag}
      </button>
      {allowed ? null : <p>{t.clearAdminOnly}</p>}
      <MutationMessage mutation={clearFlag} success={t.flagCleared} />
    </form>
  );
}

/** The flag's state: flagged with the form to clear it, or the last clearing with its reason. */
function FlagState({ detail, role }: { detail: AdminPlayerDetail; role: OperatorRole }) {
  const { signals, disagreements, blocked } = detail.verification;
  if (signals.flagged) {
    return (
      <>
        <p role="note">{t.flaggedNote}</p>
        <ClearFlagForm playerId={detail.player.id} allowed={roleAllows(role, 'admin')} />
      </>
    );
  }
  // The latest clearing, whichever of the flag's reasons it closed.
  const last = [...disagreements, ...blocked].flatMap((line) => (line.cleared ? [line.cleared] : [])).reduce<(typeof disagreements)[number]['cleared']>((latest, one) => (latest && latest.at >= one.at ? latest : one), null);
  return last ? <p>{t.lastCleared(when(last.at), last.by.name, last.reason)}</p> : null;
}

function TierForm({ playerId, tier, allowed }: { playerId: number; tier: VerificationTier; allowed: boolean }) {
  const [next, setNext] = useState<VerificationTier>(tier === 0 ? 1 : 0);
  const [reason, setReason] = useState('');
  const setTier = useSetTier(playerId);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return;
    setTier.mutate({ tier: next, reason: reason.trim() }, { onSuccess: () => setReason('') });
  }
  return (
    <form onSubmit={submit} className="stack-form" aria-labelledby="tier-change">
      <h3 id="tier-change">{t.changeTier}</h3>
      <label htmlFor="tier-next">{t.newTier}</label>
      <select id="tier-next" value={next} onChange={(event) => setNext(Number(event.target.value) as VerificationTier)} disabled={!allowed}>
        {VERIFICATION_TIERS.map((value) => (
          <option key={value} value={value}>
            {t.tiers[value]}
          </option>
        ))}
      </select>
      <label htmlFor="tier-reason">{t.why}</label>
      <textarea id="tier-reason" value={reason} onChange={(event) => setReason(event.target.value)} disabled={!allowed} rows={2} maxLength={500} required />
      <button type="submit" disabled={!allowed || setTier.isPending} title={allowed ? undefined : t.adminOnly}>
        {t.setTier}
      </button>
      {allowed ? null : <p>{t.adminOnly}</p>}
      <MutationMessage mutation={setTier} success={setTier.data ? t.done(setTier.data.tierBefore, setTier.data.tierAfter) : texts.common.done} />
    </form>
  );
}

export function VerificationSection({ detail, role }: { detail: AdminPlayerDetail; role: OperatorRole }) {
  const { tier, signals, history } = detail.verification;
  return (
    <>
      <p>{t.current(t.tiers[tier] ?? String(tier))}</p>
      <dl>
        <dt>{t.ip}</dt>
        <dd>{signals.ip ?? t.unknown}</dd>
        <dt>{t.residence}</dt>
        <dd>{signals.residence ?? t.unknown}</dd>
        <dt>{t.phone}</dt>
        <dd>{signals.phone ?? t.unknown}</dd>
      </dl>
      <FlagState detail={detail} role={role} />
      <SignalTables verification={detail.verification} />
      <h3>{t.history}</h3>
      {history.length === 0 ? (
        <p>{t.noHistory}</p>
      ) : (
        <div className="table-scroll">
          <table aria-label={t.history}>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.source}</th>
                <th scope="col">{t.from}</th>
                <th scope="col">{t.to}</th>
                <th scope="col">{t.answer}</th>
                <th scope="col">{t.level}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((line) => (
                <tr key={`${line.at}-${line.source}-${line.tierBefore}-${line.tierAfter}`}>
                  <td>{when(line.at)}</td>
                  <td>{t.sources[line.source]}</td>
                  <td>{line.tierBefore}</td>
                  <td>{line.tierAfter}</td>
                  <td>{line.answer ?? t.unknown}</td>
                  <td>{line.levelName ?? t.unknown}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TierForm key={tier} playerId={detail.player.id} tier={tier} allowed={roleAllows(role, 'admin')} />
    </>
  );
}
