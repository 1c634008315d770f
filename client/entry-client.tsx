import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

hydrateRoot(
  container,
  <StrictMode>
    <App />
  </StrictMode>,
);
