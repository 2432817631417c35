import { Route, Routes } from 'react-router-dom';
import { OperationsPage } from './operations/operations-page';
import './i18n';

export interface AppProps {
  /** Where the shell mounted this app ('' or '/en'): the routes below are relative to it. */
  basePath?: string;
}

export default function App(_props: AppProps) {
  return (
    <Routes>
      <Route path="operations/*" element={<OperationsPage />} />
    </Routes>
  );
}
