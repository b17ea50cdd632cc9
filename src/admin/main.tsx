/** The back office's entry (admin/index.html): a bundle of its own, never loaded by the player's app. */
// uPlot's few rules with the page's own: one stylesheet, under admin/, never a player's file.
import 'uplot/dist/uPlot.min.css';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp';

const container = document.getElementById('root');
if (!container) throw new Error('admin/index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
