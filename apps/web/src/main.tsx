import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/theme.css';

function Placeholder() {
  return <main className="p-8 text-2xl font-extrabold">Name Place Animal Thing</main>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
