/** The complaints queue: waiting ones first, nearest deadline first, overdue ones marked. */
import { useState } from 'react';
import { Link } from 'wouter';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '../../contract/complaints';
import { useComplaints } from '../api/complaints';
import { QueryState } from '../components/QueryState';
import { complaintTexts as t } from '../shared/complaint-texts';
import { when } from '../shared/format';
import { texts } from '../shared/texts';

export function ComplaintsScreen() {
  const [status, setStatus] = useState<ComplaintStatus | ''>('');
  const query = useComplaints(status);
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <form className="inline-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="complaints-status">{t.filter}</label>
        <select id="complaints-status" value={status} onChange={(event) => setStatus(event.target.value as ComplaintStatus | '')}>
          <option value="">{t.all}</option>
          {COMPLAINT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t.statuses[value]}
            </option>
          ))}
        </select>
      </form>
      <QueryState query={query}>
        {(complaints) =>
          complaints.length === 0 ? (
            <p>{texts.common.empty}</p>
          ) : (
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">{t.player}</th>
                    <th scope="col">{t.kind}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.deadline}</th>
                    <th scope="col">{t.source}</th>
                  </tr>
                </thead>
                <tbody>
                  {complaints.map((c) => (
                    <tr key={c.id}>
                      <td>
                        <Link href={`/complaints/${c.id}`}>{t.number(c.id)}</Link>
                      </td>
                      <td>
                        {c.player.name}
                        {c.player.username ? ` @${c.player.username}` : ''}
                      </td>
                      <td>{t.kinds[c.kind]}</td>
                      <td>{t.statuses[c.status]}</td>
                      <td>
                        {when(c.deadlineAt)}
                        {c.overdue ? <strong className="overdue"> · {t.overdue}</strong> : null}
                      </td>
                      <td>{t.sources[c.source]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </>
  );
}
