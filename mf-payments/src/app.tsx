import { Route, Routes } from 'react-router-dom';
import './i18n';
import { CardPaymentPage } from './pages/card-payment';
import { GuestPaymentPage } from './pages/guest-payment';
import { PhoneCallbackPage } from './pages/phone-callback';
import './payment-modal/payment.css';

export interface AppProps {
  /** Where the shell mounted this app ('' or '/en'): the routes below are relative to it. */
  basePath?: string;
}

export default function App({ basePath = '' }: AppProps) {
  return (
    <Routes>
      <Route path="guest-payment" element={<GuestPaymentPage basePath={basePath} />} />
      <Route path="payment" element={<CardPaymentPage basePath={basePath} />} />
      <Route path="phone-payment-callback" element={<PhoneCallbackPage basePath={basePath} />} />
    </Routes>
  );
}
