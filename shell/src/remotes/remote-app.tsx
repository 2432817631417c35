import type { RemoteId } from '@parking/shared/contracts';
import { useLngBase } from '../routing/paths';
import { RemoteModule } from './remote-module';

/**
 * A remote's ./App as the element of a pathless layout route: its relative <Routes> then resolve
 * against `basePath` (the language root, or /profile inside the profile area).
 */
export function RemoteApp({ remote, under = '' }: { remote: RemoteId; under?: string }) {
  const base = useLngBase();
  return (
    <RemoteModule remote={remote} module="./App" page props={{ basePath: `${base}${under}` }} />
  );
}
