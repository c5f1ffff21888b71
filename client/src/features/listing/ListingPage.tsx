import PlaceholderPage from '../placeholder/PlaceholderPage';

/** Stand-in until the storefront issue builds this screen. */
export default function ListingPage() {
  return <PlaceholderPage kind="soon" />;
}
