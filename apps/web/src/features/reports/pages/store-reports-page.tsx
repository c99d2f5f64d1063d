import { Navigate, useParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { useSellerStore } from '../../../lib/seller-store';
import { isStoreReport } from '../components/store-report-frame';
import { StoreBestSellerPage } from './store-best-seller-page';
import { StoreDeliveryPage } from './store-delivery-page';
import { StoreDocumentPage } from './store-document-page';
import { StoreSalesPage } from './store-sales-page';

/** /stores/{uri}/reports/{report}: the report the address names; an unknown one goes to the sales chart. */
export function StoreReportsPage() {
  const { report } = useParams();
  const { storeUri } = useSellerStore();
  if (!isStoreReport(report)) return <Navigate to={paths.storeReports(storeUri)} replace />;
  switch (report) {
    case 'summaryorders':
      return <StoreSalesPage />;
    case 'productbestseller':
      return <StoreBestSellerPage />;
    case 'countdelivery':
      return <StoreDeliveryPage />;
    default:
      return <StoreDocumentPage key={report} doc={report} />;
  }
}
