import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app';
import { interceptLinks } from './routing';

const root = document.getElementById('root');
if (!root) throw new Error('Cepa needs a #root element in index.html');
interceptLinks(document.body);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
