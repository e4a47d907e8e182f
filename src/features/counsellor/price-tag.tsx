import { formatRupees } from '../../content/catalogue'

interface PriceTagProps {
  price: number
  listPrice: number
  originalLabel: string
  nowLabel: string
  /** e.g. '30% off'. */
  badge?: string
}

/** Price with the struck-through original; the hidden labels let screen readers say which is which. */
export function PriceTag({ price, listPrice, originalLabel, nowLabel, badge }: PriceTagProps) {
  return (
    <p className="price-tag">
      <del className="price-tag__list">
        <span className="visually-hidden">{originalLabel}: </span>
        {formatRupees(listPrice)}
      </del>{' '}
      <ins className="price-tag__now">
        <span className="visually-hidden">{nowLabel}: </span>
        {formatRupees(price)}
      </ins>
      {badge && <span className="price-tag__badge">{badge}</span>}
    </p>
  )
}
