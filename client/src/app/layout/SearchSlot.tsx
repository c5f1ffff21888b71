import { MobileSearch } from '../../features/search/MobileSearch';
import { SearchBox } from '../../features/search/SearchBox';

/** Where the header mounts the search: the field with its dropdown (desktop) or the overlay trigger (small screens). */
export function SearchSlot({ layout }: { layout: 'desktop' | 'mobile' }) {
  return layout === 'desktop' ? <SearchBox /> : <MobileSearch />;
}
