import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app';
import { interceptLinks } from './routing';

const root = document.getElementById('root');
if (!root) throw new Error('Cepa needs a #root element in index.html');
// On the document, not the body: pop-ins render into the body, where React listens too, and their
// links' own click handlers (the language switch keeps the query and hash) must run first.
interceptLinks(document);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
