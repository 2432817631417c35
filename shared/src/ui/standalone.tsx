import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '../api';
import { initI18n } from '../i18n';

/**
 * Starts a remote's standalone page for solo development (its dev server, without the shell):
 * the same API base and i18n set-up the shell would give it. The remote supplies its router.
 */
export async function startStandalone(render: () => ReactNode): Promise<void> {
  configureApi({ baseUrl: '/api' }); // the dev server proxies /api to the local server
  await initI18n('ru');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(<StrictMode>{render()}</StrictMode>);
}
