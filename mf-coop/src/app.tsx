import { Route, Routes } from 'react-router-dom';
import { CoopArea } from './coop/coop-area';
import './i18n';

export interface AppProps {
  /** Where the shell mounted this app ('' or '/en'): the routes below are relative to it. */
  basePath?: string;
}

export default function App(_props: AppProps) {
  return (
    <Routes>
      <Route path="coop-profile/*" element={<CoopArea />} />
    </Routes>
  );
}
