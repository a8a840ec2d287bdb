import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@casino/shared';
import { ConsoleRoutes } from './app';
import '@casino/shared/ui/tokens.css';
import './styles.css';

const router = createBrowserRouter([{ path: '*', element: <ConsoleRoutes /> }], { basename: '/ops/console' });
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
