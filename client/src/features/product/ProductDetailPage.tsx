import PlaceholderPage from '../placeholder/PlaceholderPage';

/** Stand-in until the storefront issue builds this screen. */
export default function ProductDetailPage() {
  return <PlaceholderPage kind="soon" />;
}
