import { BrowserRouter } from 'react-router';
import { Providers, type PreparedApp } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

export function App({ prepared }: { prepared?: PreparedApp }) {
  return (
    <Providers prepared={prepared}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
