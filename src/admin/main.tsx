/** The back office's entry (admin/index.html): a bundle of its own, never loaded by the player's app. */
// uPlot's few rules with the page's own: one stylesheet, under admin/, never a player's file.
import 'uplot/dist/uPlot.min.css';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp';
import { preferredAdminLanguage, setAdminLanguage } from './i18n/admin-i18n';

const container = document.getElementById('root');
if (!container) throw new Error('admin/index.html has no #root element');
// The first paint is already in the operator's language; a catalogue that fails to load leaves English.
void setAdminLanguage(preferredAdminLanguage())
  .catch((error: unknown) => console.error('admin i18n: could not load the language', error))
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <AdminApp />
      </StrictMode>,
    ),
  );
