import './styles/global.css'; // first, so component styles can build on the theme
import { startApp } from './start-app';
import { captureEarlyInstallPrompt } from './lib/install/early-install-prompt';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Chromium may offer installation before the app has rendered; the offer shows it later.
captureEarlyInstallPrompt();
// The rest in later tasks, one phase each (start-app.tsx).
void startApp(container);
