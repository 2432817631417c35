import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from '@parking/shared/api';
import { initI18n } from '@parking/shared/i18n';
import { shellI18nReady } from './i18n';
import { languageOfPath } from './routing/paths';
import { AppRoutes } from './routing/app-routes';
import { StartupGate } from './startup/startup-gate';
import './styles.css';

async function main() {
  configureApi({ baseUrl: '/api' });
  // i18n first (no network): even a start-up failure is explained in the visitor's language.
  await initI18n(languageOfPath(window.location.pathname));
  await shellI18nReady;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StartupGate>
          <AppRoutes />
        </StartupGate>
      </BrowserRouter>
    </StrictMode>,
  );
}

void main();
