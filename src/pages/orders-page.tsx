import { Link } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { ordersContent } from '../content/orders'
import { privacyCentreLink } from '../content/privacy-links'
import { MyOrders } from '../features/orders/my-orders'

export default function OrdersPage() {
  return (
    <>
      <Seo
        title={ordersContent.title}
        description={ordersContent.metaDescription}
        path={paths.orders}
        noindex
      />
      <div className="orders container page-section">
        <h1 className="orders__heading">{ordersContent.title}</h1>
        <p className="orders__intro">{ordersContent.intro}</p>
        <MyOrders />
        <p className="orders__privacy">
          <Link to={paths.privacyCentre}>{privacyCentreLink.text}</Link>
        </p>
      </div>
    </>
  )
}
