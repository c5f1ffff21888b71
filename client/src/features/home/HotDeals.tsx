import { ROUTES } from '../../lib/site';
import { useHomeHotDeals } from './hotDealsQuery';
import { ProductRowSection } from './ProductRowSection';

/** A row of hot deals with a More link to /products/hot-deals. */
export function HotDeals() {
  const { data, loading, error, refetch } = useHomeHotDeals();
  return (
    <ProductRowSection
      testId="hot-deals"
      titleKey="home.hotDeals.title"
      moreTo={ROUTES.hotDeals}
      errorKey="home.hotDeals.error"
      emptyKey="home.hotDeals.empty"
      products={data?.hotDeals ?? []}
      loading={loading}
      failed={!!error}
      onRetry={() => void refetch()}
    />
  );
}
