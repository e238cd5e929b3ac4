import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/routes.tsx';

preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root ausente');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
