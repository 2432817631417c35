import { Route, Routes } from 'react-router-dom';
import { FeedbackPage } from './feedback/feedback-page';
import { MyProfilePage } from './my-profile/my-profile-page';
import { PenaltyPage } from './penalty/penalty-page';
import { ReceiptsPage } from './receipts/receipts-page';

export interface AppProps {
  /** Where the shell mounted this app ('' or '/en'): the routes below are relative to it. */
  basePath?: string;
}

export default function App(_props: AppProps) {
  return (
    <Routes>
      <Route path="my-profile/*" element={<MyProfilePage />} />
      <Route path="penalty/*" element={<PenaltyPage />} />
      <Route path="feedback/*" element={<FeedbackPage />} />
      <Route path="receipts/*" element={<ReceiptsPage />} />
    </Routes>
  );
}
