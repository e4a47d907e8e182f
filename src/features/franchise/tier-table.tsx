import { franchiseTable, franchiseTiers } from '../../content/franchise'

/**
 * The three tiers side by side. On narrow screens the table scrolls sideways inside a focusable, labelled
 * region so keyboard users can scroll it too.
 */
export function TierTable() {
  const { columns } = franchiseTable
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1)
    <div className="tier-table" role="region" aria-label={franchiseTable.scrollLabel} tabIndex={0}>
      <table className="table align-middle mb-0">
        <caption>{franchiseTable.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.scope}</th>
            <th scope="col">{columns.role}</th>
            <th scope="col">{columns.revenue}</th>
            <th scope="col">{columns.ideal}</th>
          </tr>
        </thead>
        <tbody>
          {franchiseTiers.map((tier) => (
            <tr key={tier.id}>
              <th scope="row">
                <a href={`#tier-${tier.id}`}>{tier.type}</a>
              </th>
              <td>{tier.scope}</td>
              <td>{tier.role}</td>
              <td>{tier.revenue}</td>
              <td>{tier.idealProfile}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
