import './styles/global.css'; // first, so component styles can build on the theme
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareLaunch } from './app/launch';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the first render: the router must never see Telegram's launch params in the hash.
const launch = prepareLaunch();

createRoot(container).render(
  <StrictMode>
    <App launch={launch} />
  </StrictMode>,
);
