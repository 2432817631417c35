// Standalone page for solo development: this remote without the shell (`pnpm --filter @parking/mf-coop dev`).
import { BrowserRouter } from 'react-router-dom';
import App from './app';
import { startStandalone } from '@parking/shared/ui';

void startStandalone(() => (
  <BrowserRouter>
    <main>
      <App basePath="" />
    </main>
  </BrowserRouter>
));
