import { earnings } from '../../content/counsellor-enrolment'

/** The advertised earnings with the yearly breakdown of SPEC §9. */
export function EarningsCard() {
  return (
    <div className="earnings">
      <div className="earnings__headline">
        <p className="earnings__big">{earnings.headline}</p>
        <p className="earnings__year">{earnings.yearly}</p>
      </div>
      <table className="table earnings__table mb-0">
        <caption className="earnings__intro">{earnings.intro}</caption>
        <tbody>
          {earnings.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="earnings__note">{earnings.note}</p>
    </div>
  )
}
