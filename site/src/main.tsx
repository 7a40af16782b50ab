import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@cepa/ui/styles.css';
import { App, languageFromPath } from './app';

document.documentElement.lang = languageFromPath(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Cepa needs a #root element in index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
