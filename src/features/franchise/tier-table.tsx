import { franchiseTable, franchiseTiers } from '../../content/franchise'

/**
 * The three tiers side by side. On narrow screens the table scrolls sideways inside a focusable, labelled
 * region so keyboard users can scroll it too.
 */
export function TierTable() {
  const { columns } = franchiseTable
  return (
    <div className="tier-table">
      {/* The caption is shown above the scrolling area: inside it, it was as wide as the table and cut off on a
          phone. Screen readers get it from the table's own (visually hidden) caption. */}
      <p className="tier-table__caption" aria-hidden="true">
        {franchiseTable.caption}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1) */}
      <div className="tier-table__scroll" role="region" aria-label={franchiseTable.scrollLabel} tabIndex={0}>
        <table className="table align-middle mb-0">
          <caption className="visually-hidden">{franchiseTable.caption}</caption>
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
    </div>
  )
}
