import { BrowserRouter } from 'react-router';
import { Providers } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
