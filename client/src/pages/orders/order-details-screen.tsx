import { lazy } from 'react';
import { useSearchParams } from 'react-router';

const JobReceiptPage = lazy(() => import('../../features/maintenance/pages/job-receipt-page.tsx'));
const PaymentDetailsPage = lazy(() => import('../../features/wallet/pages/order-details-page.tsx'));

/**
 * /dashboard/order-details/{orderId}: with ?type=maintenance the receipt of a booked job (orderId is the request's
 * id), otherwise one payment of the wallet (orderId is the payment's). Each loads only when asked for; the route's
 * own boundary shows the page loader meanwhile.
 */
export default function OrderDetailsScreen() {
  const [params] = useSearchParams();
  return params.get('type') === 'maintenance' ? <JobReceiptPage /> : <PaymentDetailsPage />;
}
