import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstLoads } from './app/auth-gate';
import { createQueryClient } from './lib/query-client';
import './styles.css';

// Who is signed in, this route's code and then its first reads are asked for now, not once React has
// drawn its first frame (which takes a slow phone a good while).
const client = createQueryClient();
startFirstLoads(client, window.location.pathname, window.location.search);

// The first render is a transition, so React yields to the browser every few milliseconds instead
// of holding the main thread in one long task (the static first-paint shell stays until it commits).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
});
