// The entry: React, the query client and the session check, started at once. The app itself (the
// shell, the routes, each screen's first reads) is a second chunk, fetched beside this one (a
// modulepreload in index.html, vite.config.ts) and run in a task of its own: a slow phone then runs two
// shorter tasks instead of one long one, and stays responsive (decision 0012).
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './lib/query-client';
import { currentUserQuery } from './lib/session';
import './styles.css';

const client = createQueryClient();
void client.prefetchQuery(currentUserQuery);
const root = createRoot(document.getElementById('root')!);
setTimeout(() => {
  import('./app/start').then(
    (app) => app.start(client, root),
    // Offline at the first visit, say: the static shell stays, and the console says why.
    (error: unknown) => console.error('The app could not load.', error),
  );
});
