// Standalone page for solo development: this remote without the shell (`pnpm --filter @parking/mf-profile dev`).
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import App from './app';
import ProfileLayout from './layout/profile-layout';
import { startStandalone } from '@parking/shared/ui';

void startStandalone(() => (
  <BrowserRouter>
    <main>
      <Routes>
        <Route
          path="/profile/*"
          element={
            <ProfileLayout>
              <App basePath="/profile" />
            </ProfileLayout>
          }
        />
        <Route path="*" element={<App basePath="" />} />
      </Routes>
    </main>
  </BrowserRouter>
));
