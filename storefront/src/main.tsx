import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/plus-jakarta-sans';
import '@fontsource-variable/noto-sans-thai';
import '@fontsource-variable/fraunces';
import './styles/tokens.css';
import './styles/global.css';
import { initI18n } from './lib/i18n.ts';
import { App } from './app/app.tsx';
import { adoptEarlyResponses } from './early-responses.ts';

// Before anything fetches: the landing page's first read may already be on its way (index.html).
adoptEarlyResponses();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

await initI18n();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
