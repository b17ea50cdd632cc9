/** The compliance queue: flagged players, whose jurisdiction signals disagree or whom a blocked country refused, with why (longest waiting first), and withdrawals the payout screening held, with the reason. */
import { Link } from 'wouter';
import { useComplianceQueue } from '../api/compliance';
import { QueryState } from '../components/QueryState';
import { complianceTexts as t } from '../shared/compliance-texts';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';

export function ComplianceScreen() {
  const query = useComplianceQueue();
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <QueryState query={query}>
        {(queue) => (
          <>
            <section aria-labelledby="compliance-flagged">
              <h2 id="compliance-flagged">{t.flagged}</h2>
              {queue.flagged.length === 0 ? (
                <p>{t.noFlagged}</p>
              ) : (
                <div className="table-scroll">
                  <table aria-labelledby="compliance-flagged">
                    <thead>
                      <tr>
                        <th scope="col">{t.player}</th>
                        <th scope="col">{t.tier}</th>
                        <th scope="col">{t.ip}</th>
                        <th scope="col">{t.residence}</th>
                        <th scope="col">{t.phone}</th>
                        <th scope="col">{t.flaggedBecause}</th>
                        <th scope="col">{t.since}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {queue.flagged.map((player) => (
                        <tr key={player.id}>
                          <td>
                            <Link href={`/players/${player.id}`}>{player.username ? `@${player.username}` : player.name}</Link>
                          </td>
                          <td>{t.tiers[player.tier]}</td>
                          <td>{player.ip ?? t.unknown}</td>
                          <td>{player.residence ?? t.unknown}</td>
                          <td>{player.phone ?? t.unknown}</td>
                          <td>{player.reasons.length === 0 ? t.unknown : player.reasons.map((reason) => t.flagReasons[reason.kind](reason.countries)).join('; ')}</td>
                          <td>{when(player.updatedAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <section aria-labelledby="compliance-held">
              <h2 id="compliance-held">{t.held}</h2>
              {queue.held.length === 0 ? (
                <p>{t.noHeld}</p>
              ) : (
                <div className="table-scroll">
                  <table aria-labelledby="compliance-held">
                    <thead>
                      <tr>
                        <th scope="col">{t.withdrawal}</th>
                        <th scope="col">{t.player}</th>
                        <th scope="col">{t.amount}</th>
                        <th scope="col">{t.address}</th>
                        <th scope="col">{t.reason}</th>
                        <th scope="col">{t.at}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {queue.held.map((w) => (
                        <tr key={w.id}>
                          <td>
                            <Link href="/withdrawals">#{w.id}</Link>
                          </td>
                          <td>
                            <Link href={`/players/${w.player.id}`}>{w.player.username ? `@${w.player.username}` : w.player.name}</Link>
                          </td>
                          <td>{usdt(w.amount)}</td>
                          <td className="mono">{w.address}</td>
                          <td>{w.holdReason ? (texts.withdrawals.holdReasons[w.holdReason] ?? w.holdReason) : t.unknown}</td>
                          <td>{when(w.createdAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
