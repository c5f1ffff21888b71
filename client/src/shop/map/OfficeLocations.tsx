import LocationOnIcon from '@mui/icons-material/LocationOnOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Component, lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useStoreSettings } from '../../lib/storeSettings';
import { officeMapLink } from './offices';
import { useInView } from '../../lib/useInView';

/** Leaflet and its CSS come only with this chunk, and only once the map scrolls into view. */
const OfficeMap = lazy(() => import('./OfficeMap'));

/** The spec's map heights: 400 px on small screens, 600 px on large ones. */
const MAP_HEIGHT = { xs: 400, lg: 600 } as const;

/**
 * "Where to find us": the two offices as a list (always there, tiles or not) beside a lazily loaded map.
 * `title={false}` drops the section heading (the contact page has its own).
 */
export function OfficeLocations({ title = true }: { title?: boolean }) {
  const titleId = useId();
  const mapSlot = useRef<HTMLDivElement>(null);
  const inView = useInView(mapSlot, '300px');
  const offices = useStoreSettings()?.offices ?? [];

  return (
    <Box component="section" aria-labelledby={title ? titleId : undefined} data-testid="office-locations">
      {title && (
        <Box sx={{ mb: 2 }}>
          <Typography id={titleId} component="h2" variant="h2" sx={{ fontSize: { xs: '1.25rem', lg: '1.6rem' } }}>
            <FormattedMessage id="map.title" />
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <FormattedMessage id="map.subtitle" />
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '320px 1fr' } }}>
        <Box
          component="ul"
          data-testid="office-list"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, alignContent: 'start', order: { xs: 2, lg: 1 } }}
        >
          {offices.map((office, i) => (
            <Paper component="li" variant="outlined" key={i} sx={{ p: 2.5, display: 'flex', gap: 1.5 }} data-testid="office-item">
              <Box
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(11,61,145,0.08)',
                  color: 'primary.main',
                }}
              >
                <LocationOnIcon aria-hidden="true" />
              </Box>
              <Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {office.name}
                </Typography>
                <Typography component="address" color="text.secondary" sx={{ fontStyle: 'normal', mb: 1 }}>
                  {office.address}
                </Typography>
                {office.hours && (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="office-hours">
                    {office.hours}
                  </Typography>
                )}
                <Link
                  href={officeMapLink(office)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                >
                  <FormattedMessage id="map.openInMaps" />
                  <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden="true" />
                  <Box component="span" sx={visuallyHidden}>
                    <FormattedMessage id="common.newTab" />
                  </Box>
                </Link>
              </Box>
            </Paper>
          ))}
        </Box>
        <Paper
          variant="outlined"
          ref={mapSlot}
          data-browser-renders=""
          data-testid="office-map-slot"
          sx={{ height: MAP_HEIGHT, overflow: 'hidden', position: 'relative', order: { xs: 1, lg: 2 }, bgcolor: '#e8eef7' }}
        >
          {inView ? (
            <MapErrorBoundary fallback={<MapUnavailable />}>
              <Suspense fallback={<MapLoading />}>
                <OfficeMap offices={offices} />
              </Suspense>
            </MapErrorBoundary>
          ) : (
            <MapLoading />
          )}
        </Paper>
      </Box>
    </Box>
  );
}

function MapLoading() {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">
        <FormattedMessage id="map.loading" />
      </Typography>
    </Box>
  );
}

function MapUnavailable() {
  return (
    <Box role="status" sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary', p: 3, textAlign: 'center' }}>
      <Typography variant="body2">
        <FormattedMessage id="map.unavailable" />
      </Typography>
    </Box>
  );
}

/** The map chunk failed to load (offline, new deploy): the office list still says where we are. */
class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
