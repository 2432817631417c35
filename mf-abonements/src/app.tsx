import { Route, Routes } from 'react-router-dom';
import { AbonementsScreen } from './abonements/abonements-screen';
import { ConstructorScreen } from './constructor/constructor-screen';
import './styles.css';

export interface AppProps {
  /** Where the shell mounted this app ('' or '/en'): the routes below are relative to it. */
  basePath?: string;
}

/** /profile/abonements and /profile/constructor (the shell mounts this under /profile/*). */
export default function App({ basePath = '' }: AppProps) {
  return (
    <Routes>
      <Route path="abonements/*" element={<AbonementsScreen basePath={basePath} />} />
      <Route path="constructor/*" element={<ConstructorScreen basePath={basePath} />} />
    </Routes>
  );
}
