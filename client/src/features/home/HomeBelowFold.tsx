import { OfficeLocations } from '../../shop/map/OfficeLocations';
import { HotDeals } from './HotDeals';
import { RecentlyAdded } from './RecentlyAdded';

/** The home page below the fold: the product rows and the offices. A separate chunk (see HomePage). */
export default function HomeBelowFold() {
  return (
    <>
      <RecentlyAdded />
      <HotDeals />
      <OfficeLocations />
    </>
  );
}
