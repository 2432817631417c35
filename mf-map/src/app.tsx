import './i18n';
import { MapScreen } from './map/map-screen';

export interface AppProps {
  /** Where the shell mounted this app ('' or '/en'): links are made under it. */
  basePath?: string;
}

/**
 * Home: the city map. The shell mounts this only on its index route, so no routes of its own:
 * descendant <Routes> under the shell's pathless layout route make React Router warn.
 * maplibre-gl itself loads only when the map mounts (map/map-canvas.tsx).
 */
export default function App({ basePath = '' }: AppProps) {
  return <MapScreen basePath={basePath} />;
}
