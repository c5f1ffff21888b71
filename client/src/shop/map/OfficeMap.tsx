import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import L, { type Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { MAP_ZOOM, mapCenter, TILE_URLS, type MapOffice, type MapType } from './offices';

/** The pin, drawn inline (Leaflet's default marker images would need extra requests and bundler glue). */
const PIN = L.divIcon({
  className: 'shop-office-pin',
  html: '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.8 0 27.5 16 44 16 44s16-16.5 16-28.2C32 7 24.8 0 16 0z" fill="#0b3d91"/><circle cx="16" cy="15.5" r="6.5" fill="#ff8a00"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 44],
  popupAnchor: [0, -40],
});

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

/**
 * The offices on a Leaflet map (OpenStreetMap tiles): zoom buttons, a street/humanitarian map switch and
 * a fullscreen toggle; wheel zoom stays off so the page scrolls past it. Loaded lazily (Leaflet is big).
 * When tiles fail (offline, blocked) a note says so; the addresses are listed beside the map anyway.
 */
export default function OfficeMap({ offices }: { offices: readonly MapOffice[] }) {
  const intl = useIntl();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [mapType, setMapType] = useState<MapType>('streets');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const nativeFullscreen = typeof document !== 'undefined' && ((document.fullscreenEnabled as boolean | undefined) ?? false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === wrapperRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    // The container changed size: let Leaflet fetch the tiles it now needs.
    map?.invalidateSize();
    if (!fullscreen || nativeFullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen, map, nativeFullscreen]);

  const toggleFullscreen = useCallback(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    if (!nativeFullscreen) {
      setFullscreen((value) => !value);
    } else if (document.fullscreenElement) {
      void document.exitFullscreen();
    } else {
      wrapper.requestFullscreen().catch(() => setFullscreen(true));
    }
  }, [nativeFullscreen]);

  const attribution = useMemo(() => `&copy; <a href="${OSM_COPYRIGHT}">OpenStreetMap</a> ${intl.formatMessage({ id: 'map.contributors' })}`, [intl]);
  const fullscreenLabel = intl.formatMessage({ id: fullscreen ? 'map.fullscreen.exit' : 'map.fullscreen.enter' });

  return (
    <Box
      ref={wrapperRef}
      data-testid="office-map"
      sx={{
        position: fullscreen && !nativeFullscreen ? 'fixed' : 'relative',
        inset: fullscreen && !nativeFullscreen ? 0 : undefined,
        zIndex: fullscreen && !nativeFullscreen ? 'modal' : undefined,
        width: '100%',
        height: '100%',
        bgcolor: '#e8eef7',
        '& .leaflet-container': { width: '100%', height: '100%', bgcolor: '#e8eef7', fontFamily: 'inherit' },
        '& .shop-office-pin': { background: 'none', border: 0 },
        '& .leaflet-control-attribution a': { color: 'primary.dark' },
      }}
    >
      <MapContainer center={mapCenter(offices)} zoom={MAP_ZOOM} scrollWheelZoom={false} zoomControl={false} ref={setMap} attributionControl>
        <TileLayer
          key={mapType}
          url={TILE_URLS[mapType]}
          attribution={attribution}
          maxZoom={19}
          eventHandlers={{ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }}
        />
        <ZoomControl position="bottomright" zoomInTitle={intl.formatMessage({ id: 'map.zoomIn' })} zoomOutTitle={intl.formatMessage({ id: 'map.zoomOut' })} />
        {offices.map((office, i) => (
          <Marker key={i} position={[office.latitude, office.longitude]} icon={PIN} title={office.name} alt={office.name}>
            <Popup>
              <strong>{office.name}</strong>
              <br />
              {office.address}
            </Popup>
          </Marker>
        ))}
      </MapContainer>

      <Paper elevation={3} sx={{ position: 'absolute', top: 12, right: 12, zIndex: 1000, display: 'flex', alignItems: 'center', gap: 0.5, p: 0.5 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mapType}
          onChange={(_event, value: MapType | null) => value && setMapType(value)}
          aria-label={intl.formatMessage({ id: 'map.type.label' })}
        >
          <ToggleButton value="streets" data-testid="map-type-streets" sx={{ textTransform: 'none', px: 1.25 }}>
            {intl.formatMessage({ id: 'map.type.streets' })}
          </ToggleButton>
          <ToggleButton value="humanitarian" data-testid="map-type-humanitarian" sx={{ textTransform: 'none', px: 1.25 }}>
            {intl.formatMessage({ id: 'map.type.humanitarian' })}
          </ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title={fullscreenLabel}>
          <IconButton size="small" onClick={toggleFullscreen} aria-label={fullscreenLabel} aria-pressed={fullscreen} data-testid="map-fullscreen">
            {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </IconButton>
        </Tooltip>
      </Paper>

      {tilesFailed && (
        <Paper
          role="status"
          elevation={2}
          data-testid="map-tiles-failed"
          sx={{
            position: 'absolute',
            left: 12,
            bottom: 28,
            zIndex: 1000,
            maxWidth: 'calc(100% - 80px)',
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            px: 1.5,
            py: 1,
          }}
        >
          <CloudOffIcon fontSize="small" color="action" aria-hidden="true" />
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'map.tilesFailed' })}
          </Typography>
        </Paper>
      )}
    </Box>
  );
}
